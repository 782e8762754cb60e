// The stack's long-running processes (scripts/stack.ts): each started with its output appended
// to a log file of its own, ready when its health URL answers, and started again a second after
// it stops on its own — as Docker Compose's `restart: unless-stopped` does — until the stack
// itself stops. (tests/stack stops a provider with SIGTERM mid-session; the stack brings it back.)
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

export type ProcessSpec = {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Answers 2xx once the process is ready. */
  readyUrl?: string;
  port?: number;
  /** The signal that stops it gracefully (SIGTERM unless given). */
  stopSignal?: NodeJS.Signals;
};

export type Supervised = ProcessSpec & { child?: ChildProcess; restarts: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; throws when the process exits first or after `timeoutMs`. */
export async function waitUntilReady(url: string, isAlive: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`đã dừng trước khi sẵn sàng (${url})`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`không sẵn sàng sau ${timeoutMs / 1000} giây (${url})`);
}

/** Starts and keeps alive a set of processes; `onChange` hears of every new pid. */
export function createSupervisor(logDir: string, onChange: () => void) {
  const all: Supervised[] = [];
  let stopping = false;

  function spawnOnce(process_: Supervised) {
    const log = openSync(path.join(logDir, `${process_.name}.log`), 'a');
    const child = spawn(process_.command, process_.args, { cwd: process_.cwd, env: process_.env, stdio: ['ignore', log, log] });
    closeSync(log);
    process_.child = child;
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.log(`• ${process_.name} đã dừng (${signal ?? `mã ${code}`}); khởi động lại sau 1 giây (nhật ký: ${path.join(logDir, `${process_.name}.log`)})`);
      setTimeout(() => {
        if (stopping) return;
        process_.restarts += 1;
        spawnOnce(process_);
        onChange();
      }, 1000);
    });
    onChange();
  }

  return {
    processes: all,
    /** Starts it and resolves once it is ready (its readyUrl answers). */
    async start(spec: ProcessSpec) {
      const supervised: Supervised = { ...spec, restarts: 0 };
      all.push(supervised);
      spawnOnce(supervised);
      if (spec.readyUrl) await waitUntilReady(spec.readyUrl, () => supervised.child?.exitCode === null && supervised.child.signalCode === null);
      return supervised;
    },
    /** Stops every process, in the reverse order of their start; SIGKILL after `graceMs`. */
    async stopAll(graceMs = 12_000) {
      stopping = true;
      for (const supervised of [...all].reverse()) {
        const child = supervised.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(supervised.stopSignal ?? 'SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

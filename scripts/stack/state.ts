// What a running stack tells other commands (`npm run stack:stop`, `npm run backup`, the stack's
// tests), in <stack folder>/stack.json: its supervisor's pid, its address, its database and
// every process's pid and port, rewritten whenever a process is started again.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type StackState = {
  pid: number;
  url: string;
  databaseUrl: string;
  redisUrl: string;
  fileStorageDir: string;
  processes: Record<string, { pid: number | undefined; port: number | undefined }>;
};

export const DEFAULT_STACK_DIR = '.stack';
export const stateFile = (dir: string) => path.join(dir, 'stack.json');

export function readState(dir: string): StackState | null {
  const file = stateFile(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StackState) : null;
}

export function writeState(dir: string, state: StackState) {
  // It names the database with its password: for this machine's user only.
  writeFileSync(stateFile(dir), JSON.stringify(state, null, 2), { mode: 0o600 });
}

export function removeState(dir: string) {
  rmSync(stateFile(dir), { force: true });
}

/** Whether a process with this pid is alive. */
export function isRunning(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

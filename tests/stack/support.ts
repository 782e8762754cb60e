import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { STACK } from '../../playwright.stack.config';
import { isRunning, readState, type StackState } from '../../scripts/stack/state';

// What the stack's tests know of the running stack: its state file (pids, ports, database),
// nginx's access log (which instance answered), the operator's commands, and a conversation.

export function stack(): StackState {
  const state = readState(STACK.dir);
  if (!state) throw new Error(`no running stack in ${STACK.dir}`);
  return state;
}

/** The port of one of the stack's processes ('provider1', 'app2', …). */
export const portOf = (name: string) => stack().processes[name]!.port!;

const ACCESS_LOG = path.join(STACK.dir, 'nginx', 'access.log');

/** nginx's access log lines from `from` on: method, path, status and the upstream that answered. */
export function accessLog(from = 0): { lines: { method: string; path: string; status: number; upstream: string }[]; end: number } {
  const all = readFileSync(ACCESS_LOG, 'utf8').split('\n').filter(Boolean);
  const lines = all.slice(from).map((line) => {
    const [, method, pathname, status, upstream] = line.split(' ');
    return { method: method!, path: pathname!, status: Number(status), upstream: upstream ?? '-' };
  });
  return { lines, end: all.length };
}

/** An npm script of the repository run against the stack's database; its output and exit code. */
export function npmRun(script: string, args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: stack().databaseUrl } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** SIGTERM to one of the stack's processes; resolves once it has exited, with a function that waits for the stack to have it ready again. */
export async function stopProcess(name: string, readyPath: string) {
  const { pid } = stack().processes[name]!;
  process.kill(pid!, 'SIGTERM');
  await expect.poll(() => isRunning(pid), { timeout: 15_000, message: `${name} exits within 10 s of SIGTERM` }).toBe(false);
  return () =>
    expect
      .poll(async () => stack().processes[name]!.pid !== pid && (await fetch(`http://127.0.0.1:${portOf(name)}${readyPath}`).then((r) => r.ok, () => false)), { timeout: 60_000, message: `the stack starts ${name} again` })
      .toBe(true);
}

export const messages = (page: Page) => page.getByRole('list', { name: 'Tin nhắn' });

export async function sendMessage(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Tin nhắn' }).fill(text);
  await page.getByRole('textbox', { name: 'Tin nhắn' }).press('Enter');
}

/** The text appears once, and only once, in the conversation on every page. */
export async function seenOnce(pages: Page[], text: string) {
  for (const page of pages) await expect(messages(page).getByText(text, { exact: true })).toHaveCount(1);
}

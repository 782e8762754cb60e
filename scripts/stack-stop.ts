// `npm run stack:stop [-- --dir .stack]`: stops the stack `npm run stack` started with that
// folder (STACK_DIR, default .stack), from another terminal: SIGTERM to its supervisor, which
// stops nginx, the apps, the providers and its own Redis and PostgreSQL in turn.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_STACK_DIR, isRunning, readState } from './stack/state';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = path.resolve(values.dir ?? process.env.STACK_DIR ?? DEFAULT_STACK_DIR);
const state = readState(dir);
if (!state || !isRunning(state.pid)) {
  console.log(`Không có stack nào đang chạy với thư mục ${dir}.`);
  process.exit(0);
}
process.kill(state.pid, 'SIGTERM');
const deadline = Date.now() + 60_000;
while (isRunning(state.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
if (isRunning(state.pid)) {
  console.error(`✖ Stack (pid ${state.pid}) chưa dừng sau 60 giây.`);
  process.exit(1);
}
console.log(`✔ Đã dừng stack ${state.url}.`);

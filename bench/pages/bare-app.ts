// The reference for bench/pages: a bare Next.js page of the repo's own Next.js version (one page,
// one client component), built beside the app. It lives in .bench-pages/bare-next (git-ignored)
// so that it resolves the repo's node_modules as the app does.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../system';

const bareDir = path.join(root, '.bench-pages', 'bare-next');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true }, null, 2),
  'app/layout.jsx': `export const metadata = { title: 'Bare' };
export default function RootLayout({ children }) {
  return (
    <html lang="vi">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `import { Counter } from './counter';
export default function Page() {
  return (
    <main>
      <h1>Trang trống</h1>
      <p>Một trang Next.js với một thành phần phía trình duyệt.</p>
      <Counter />
    </main>
  );
}
`,
  // data-bench-hydrated: set once React owns the button (the bench's input-ready of this page, the
  // floor under every page's own: the framework's scripts run and hydrated, nothing else).
  'app/counter.jsx': `'use client';
import { useEffect, useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <button data-bench-hydrated={hydrated || undefined} onClick={() => setCount(count + 1)}>Đã bấm {count} lần</button>;
}
`,
};

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: bareDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1' } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} exited with ${code}`))));
  });
}

export async function buildBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(bareDir, file)), { recursive: true });
    writeFileSync(path.join(bareDir, file), text);
  }
  await run(['build']);
}

export function startBareApp(port: number) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: bareDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return {
    stop() {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

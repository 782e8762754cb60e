// nginx for `npm run stack`: Debian's package (installed with apt-get when missing, as .ci/run
// does), running the SHIPPED deploy/nginx.conf itself. This writes only what every environment
// writes for itself (docs/decisions/production-stack.md): a main nginx.conf whose http block
// includes deploy/nginx.conf, and tm/apps.conf, tm/providers.conf, tm/listen.conf and
// tm/provider-listen.conf beside it with this stack's addresses (docker-compose.yml mounts
// deploy/compose/ for the same four).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

function findNginx(): string | undefined {
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** The nginx binary; installs Debian's package first when it is missing and we may (root with apt-get). */
export function nginxBinary(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error('Không tìm thấy nginx. Cài gói Debian: sudo apt-get install -y nginx');
  }
  console.log('• Cài nginx (gói Debian)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  const installed = findNginx();
  if (!installed) throw new Error('apt-get đã chạy nhưng vẫn không thấy nginx.');
  return installed;
}

/** `server` lines as deploy/compose/ writes them: never counted as down (docs/decisions/production-stack.md). */
const upstreamLines = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=0;`).join('\n') + '\n';

/**
 * Writes the stack's main config and its four address files: browsers on `port` (every
 * interface), the apps' calls to the providers on 127.0.0.1:`providerPort`. Returns the nginx
 * arguments that run it.
 */
export function writeNginxConfig(options: { root: string; dir: string; port: number; providerPort: number; apps: number[]; providers: number[] }): string[] {
  const dir = path.resolve(options.dir);
  mkdirSync(path.join(dir, 'tm'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  writeFileSync(path.join(dir, 'tm', 'apps.conf'), upstreamLines(options.apps));
  writeFileSync(path.join(dir, 'tm', 'providers.conf'), upstreamLines(options.providers));
  writeFileSync(path.join(dir, 'tm', 'listen.conf'), `listen ${options.port};\n`);
  writeFileSync(path.join(dir, 'tm', 'provider-listen.conf'), `listen 127.0.0.1:${options.providerPort};\n`);
  const temp = (name: string) => `  ${name}_temp_path ${path.join(dir, 'temp', name)};`;
  const main = [
    '# Written by `npm run stack` (scripts/stack/nginx.ts): the shipped deploy/nginx.conf, with this',
    '# stack\'s addresses in tm/*.conf beside this file.',
    'daemon off;',
    'worker_processes 2;',
    // As root the workers would run as nobody, who may not write the temp folders here.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    // Which instance answered each request (tests/stack reads it); paths without their query, so
    // download tickets stay out of the log.
    "  log_format tm '$time_iso8601 $request_method $uri $status $upstream_addr';",
    `  access_log ${path.join(dir, 'access.log')} tm;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `  include ${path.join(options.root, 'deploy', 'nginx.conf')};`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  return ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')];
}

/** `nginx -t` on the written config: throws with nginx's own words when it refuses it. */
export function checkNginxConfig(binary: string, args: string[]) {
  const result = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx từ chối cấu hình:\n${result.stderr}`);
}

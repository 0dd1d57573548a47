/**
 * nginx in front of server processes, for the PostgreSQL suite and `npm run bench:rolling`:
 * Debian's nginx (scripts/ensure-nginx.sh installs it), run in the foreground from a temp
 * directory with the shop's own configuration (deploy/nginx.conf), on loopback and a free
 * port. Only the `listen` line and the upstream's servers are the test's own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process';

const root = fileURLToPath(new URL('../', import.meta.url));
export const nginxConfigFile = path.join(root, 'deploy', 'nginx.conf');

export interface Nginx {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  /** nginx's error log so far: what it said of the processes it left out. */
  errors(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the test's port and processes. */
export function shopConfig(port: number, upstreams: string[]): string {
  const text = readFileSync(nginxConfigFile, 'utf8');
  const servers = /^([ \t]*)server \S+:\d+( [^;]*);\n(?:[ \t]*server \S+:\d+[^;]*;\n)*/m;
  const [, indent = '    ', options = ''] = servers.exec(text) ?? [];
  if (!servers.test(text) || !/^[ \t]*listen 80;$/m.test(text))
    throw new Error(`${nginxConfigFile} no longer has the upstream's server lines or 'listen 80;'`);
  return text
    .replace(servers, upstreams.map((upstream) => `${indent}server ${upstream}${options};\n`).join(''))
    .replace(/^([ \t]*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
}

const nginxBinary = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Starts nginx in front of `upstreams` (host:port each); resolves once it answers on its port. */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'statefront-nginx-'));
  // As root, nginx's workers run as nobody: they reach into the directory and write their
  // temp files (a large body, a large answer) under it.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy']) {
    mkdirSync(path.join(dir, sub));
    chmodSync(path.join(dir, sub), 0o777);
  }
  writeFileSync(path.join(dir, 'statefront.conf'), shopConfig(port, upstreams));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/proxy; uwsgi_temp_path ${dir}/proxy; scgi_temp_path ${dir}/proxy;`,
      `  include ${dir}/statefront.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errors = () =>
    (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '') + said;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: nginx's graceful stop; SIGKILL if it has not stopped within 5 s.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (true) {
    if (child.exitCode !== null) {
      const why = errors();
      await stop();
      throw new Error(`nginx stopped at once:\n${why}`);
    }
    const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      const why = errors();
      await stop();
      throw new Error(`nginx did not answer on ${url} within 10 s:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, errors, stop };
}

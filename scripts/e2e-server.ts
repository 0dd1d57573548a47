/**
 * The server Playwright starts: build the storefront once, then run the real server on
 * 127.0.0.1:$E2E_PORT with a fresh PGlite DATA_DIR under .tmp/ (seeded at startup).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4319';
const dataDir = path.resolve('.tmp/e2e-data');

rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    BASE_PATH: '/',
    LOG_LEVEL: 'warn',
    // Every test logs in; the per-IP login limit would turn the suite into a test of it.
    RATE_LIMIT_AUTH: '0',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

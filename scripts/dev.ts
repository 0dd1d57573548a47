/**
 * `npm run dev`: the API (tsx watch, port 3001) and Vite (port 3000, proxying /api and
 * /media to the API), both on loopback. Ctrl-C stops both; if either exits, so does the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code}); stopping`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give the API time to release its DATA_DIR lock, but never hang.
  setTimeout(() => process.exit(code), 3000).unref();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('api', 'npx', ['tsx', 'watch', 'server/process/main.ts'], { PORT: apiPort, HOST: '127.0.0.1' });
run('vite', 'npx', ['vite', '--host', '127.0.0.1', '--port', '3000', '--strictPort'], { API_PORT: apiPort });

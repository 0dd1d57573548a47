/**
 * The operator's commands while the shop runs on the embedded database (decision 0049). A server holding DATA_DIR
 * listens on a Unix socket in it, DATA_DIR/shop.sock, readable by its own user only; `npm run shop -- <command>`,
 * finding DATA_DIR held, sends the command there and prints what the server's run of it says, with its exit code.
 * One JSON line each way per message: `{ args }` in; `{ out }`, then `{ exit, error? }` out.
 */
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CliError } from './commands';

export const channelPath = (dataDir: string) => path.join(dataDir, 'shop.sock');

type Reply = { out: string } | { exit: number; error?: string };

/** How the server runs a command: the CLI's own run(), on the server's database. */
export type RunCommand = (args: string[], out: (text: string) => void) => Promise<void>;

/** Listens on DATA_DIR/shop.sock; answers a function that stops listening and removes the socket. */
export async function openChannel(
  dataDir: string,
  runCommand: RunCommand,
  failed: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const file = channelPath(dataDir);
  // This process holds DATA_DIR's lock: a socket there is a dead server's.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    const send = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
    let buffer = '';
    const onData = (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      let args: unknown;
      try {
        args = (JSON.parse(buffer.slice(0, end)) as { args?: unknown }).args;
      } catch {
        args = undefined;
      }
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
        send({ exit: 1, error: 'The server could not read the command.' });
        return socket.end();
      }
      runCommand(args, (text) => send({ out: text })).then(
        () => socket.end(`${JSON.stringify({ exit: 0 })}\n`),
        (error: unknown) => {
          if (!(error instanceof CliError)) failed(error);
          const message = error instanceof CliError ? error.message : 'The command failed: the server logged why.';
          socket.end(`${JSON.stringify({ exit: 1, error: message })}\n`);
        },
      );
    };
    socket.on('data', onData);
  });
  // Made readable and writable by this user only from the start: no moment where another could connect.
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(mask);
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(file, { force: true });
    });
}

/** Sends the command to the server holding DATA_DIR; answers its exit code, having printed what it said. */
export function sendToServer(
  dataDir: string,
  args: string[],
  print: { out: (text: string) => void; error: (text: string) => void },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(channelPath(dataDir));
    socket.setEncoding('utf8');
    let buffer = '';
    let exit: number | undefined;
    socket.on('connect', () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const reply = JSON.parse(buffer.slice(0, end)) as Reply;
        buffer = buffer.slice(end + 1);
        if ('out' in reply) print.out(reply.out);
        else {
          if (reply.error) print.error(reply.error);
          exit = reply.exit;
        }
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      exit === undefined ? reject(new Error('the server closed the channel before the command ended')) : resolve(exit),
    );
  });
}

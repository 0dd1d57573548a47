/**
 * Clients that keep sending through a server's stop, each on a kept-alive connection
 * (node:http, one socket per client): the next request goes as soon as the last is
 * answered, on the same connection unless the server said `Connection: close`. A 503 is
 * taken as a client should: it waits the answer's Retry-After (at most 2 s), then goes on.
 * A refused connection means the server no longer listens: that client stops. Bounded:
 * each also stops after `maxRequests`, or `forMs` after the signal, or 60 s in all.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface KeepAliveOptions {
  /** The full URL every request goes to (GET). */
  url: string;
  /** Each client's headers (one entry per client, e.g. each shopper's token). */
  headers: Record<string, string>[];
  maxRequests: number;
  forMs: number;
}

/** What happened to the requests still under way at the signal or sent after it. */
export interface KeepAliveFigures {
  clients: number;
  /** Requests answered or failed before the signal. */
  before: number;
  /** Requests under way at the signal or sent after it. */
  through: number;
  /** Of those, answered, by status. */
  answered: Record<number, number>;
  /** Answers (after the signal) with status 503 that did not say `Connection: close`. */
  unavailableKeptOpen: number;
  /** Reset or cut: ECONNRESET, socket hang up, EPIPE. */
  resets: string[];
  /** ECONNREFUSED: nothing listens any more. */
  refused: number;
  /** Anything else (a timeout). */
  otherErrors: string[];
}

interface Answer {
  status: number;
  close: boolean;
  retryAfterS: number;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: 15_000 }, (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          close: response.headers.connection === 'close',
          retryAfterS: Number(response.headers['retry-after'] ?? 0),
        }),
      );
    });
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('no answer within 15 s'), { code: 'TIMEOUT' })),
    );
    request.on('error', reject);
  });
}

const resetCodes = new Set(['ECONNRESET', 'EPIPE']);

export interface KeepSending {
  /** Every client has had an answer, so each holds a kept-alive connection. */
  warm: Promise<void>;
  signalled(): void;
  finished: Promise<KeepAliveFigures>;
}

export function keepSending(options: KeepAliveOptions): KeepSending {
  let signalAt = Number.POSITIVE_INFINITY;
  const figures: KeepAliveFigures = {
    clients: options.headers.length,
    before: 0,
    through: 0,
    answered: {},
    unavailableKeptOpen: 0,
    resets: [],
    refused: 0,
    otherErrors: [],
  };
  const hardStop = Date.now() + 60_000;
  let cold = options.headers.length;
  let warmed = () => {};
  const allWarm = new Promise<void>((resolve) => (warmed = resolve));

  const client = async (headers: Record<string, string>) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (
        let sent = 0;
        sent < options.maxRequests && Date.now() < Math.min(hardStop, signalAt + options.forMs);
        sent++
      ) {
        try {
          const answer = await get(agent, options.url, headers);
          if (Date.now() < signalAt) {
            if (sent === 0 && --cold === 0) warmed();
            figures.before += 1;
            continue;
          }
          figures.through += 1;
          figures.answered[answer.status] = (figures.answered[answer.status] ?? 0) + 1;
          if (answer.status === 503) {
            if (!answer.close) figures.unavailableKeptOpen += 1;
            await sleep(Math.min(2, answer.retryAfterS) * 1000);
          }
        } catch (error) {
          const { code, message } = error as NodeJS.ErrnoException;
          if (Date.now() < signalAt) throw error;
          figures.through += 1;
          if (code === 'ECONNREFUSED') {
            figures.refused += 1;
            return;
          }
          if (code && resetCodes.has(code)) figures.resets.push(`${code} (${message})`);
          else figures.otherErrors.push(`${code ?? ''} ${message}`);
        }
      }
    } finally {
      agent.destroy();
    }
  };

  const finished = Promise.all(options.headers.map(client)).then(() => figures);
  // A client that fails before its first answer ends the wait too.
  const warm = Promise.race([allWarm, finished.then(() => undefined)]);
  return { warm, signalled: () => (signalAt = Date.now()), finished };
}

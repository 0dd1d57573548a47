/**
 * How long a password reset request takes to be answered, for emails with an account and
 * emails without (decision 0045): the same, so the time tells nobody who has an account.
 * A statistical check on a shared machine, not a timing of absolute speed: the two kinds
 * are sent in an order shuffled afresh each round, after a warm-up, one request at a time, each
 * a moment after the last (the mail owed after a known email's answer is written meanwhile), to a
 * server in a process of its own, as a caller would see it; their medians are compared.
 *
 * Whatever a known email's mail costs the server a few tens of milliseconds later (its sending)
 * falls on the requests that follow it, so those must be of either kind alike. Alternated
 * (known-unknown, unknown-known, …), the request two after every known one was unknown; in pairs
 * of random order, the one after a known one was unknown three times in four. On a loaded machine
 * either read as unknown emails answered 1.5 ms slower, in every round. Shuffled, the request
 * after a known one is unknown 50 times in 99.
 */
import { randomInt } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createContractClient } from '#tests/contract/contract-client';
import { shopping } from '#tests/contract/shopping-fixtures';

export const SAMPLES = 50;
const WARM_UP = 10;
/** Between two requests: long enough for the mail owed after a known email's answer to be written. */
const BETWEEN_MS = 30;

export interface ResetTimes {
  known: number[];
  unknown: number[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds from sending a reset request to its answer's last byte, on a kept-alive connection. */
function timedAsk(url: string, agent: Agent, email: string): Promise<{ ms: number; status: number }> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ var_email: email });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = request(
      {
        host: hostname,
        port,
        agent,
        method: 'POST',
        path: '/api/v1/password-reset',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Emails with an account, each asked for once (the per-email limit never refuses one). */
async function knownEmails(url: string, count: number): Promise<string[]> {
  const api = createContractClient(url);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const person = shopping.newShopper();
    await api.ok('signUp', { body: person });
    emails.push(person.var_email);
  }
  return emails;
}

/** At most this many rounds of SAMPLES each: an email is asked once a round, within its 5 codes an hour. */
const ROUNDS = 4;

export interface ResetMedians {
  /** Median milliseconds to the answer for emails with an account, and without. */
  known: number;
  unknown: number;
  /** Requests of each kind the medians are over. */
  samples: number;
}

/** One ask of each kind for every email from `from` up to `to`, shuffled (Fisher-Yates). */
function asksFor(from: number, to: number): ['known' | 'unknown', number][] {
  const asks: ['known' | 'unknown', number][] = [];
  for (let i = from; i < to; i++) asks.push(['known', i], ['unknown', i]);
  for (let i = asks.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [asks[i], asks[j]] = [asks[j]!, asks[i]!];
  }
  return asks;
}

/**
 * The medians of SAMPLES answers' times for each kind of email, in a shuffled order after
 * a warm-up. A busy machine's stalls (tens of milliseconds, at random) can part two medians
 * of 50 by more than a millisecond: then another round of SAMPLES each is added to the
 * same counts, up to ROUNDS. A real difference stays in every round and fails; a stall does not.
 */
export async function resetMedians(url: string, label: string): Promise<ResetMedians> {
  const known = await knownEmails(url, WARM_UP + SAMPLES);
  const unknown = known.map((_, i) => `nobody-${process.pid}-${Date.now()}-${i}@example.com`);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: ResetTimes = { known: [], unknown: [] };
  let medians: ResetMedians = { known: Number.NaN, unknown: Number.NaN, samples: 0 };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // The warm-up first, on its own.
      const batches =
        round === 1
          ? [asksFor(0, WARM_UP), asksFor(WARM_UP, WARM_UP + SAMPLES)]
          : [asksFor(WARM_UP, WARM_UP + SAMPLES)];
      for (const [kind, i] of batches.flat()) {
        const email = kind === 'known' ? known[i]! : unknown[i]!;
        const { ms, status } = await timedAsk(url, agent, email);
        if (status !== 202) throw new Error(`a reset request answered ${status}`);
        await new Promise((resolve) => setTimeout(resolve, BETWEEN_MS));
        if (i >= WARM_UP) times[kind].push(ms);
      }
      medians = { known: median(times.known), unknown: median(times.unknown), samples: times.known.length };
      console.log(
        `reset timing (${label}), round ${round}: median known ${medians.known.toFixed(2)} ms, ` +
          `unknown ${medians.unknown.toFixed(2)} ms over ${medians.samples} each, in a shuffled order`,
      );
      if (Math.abs(medians.known - medians.unknown) <= 1) break;
    }
  } finally {
    agent.destroy();
  }
  return medians;
}

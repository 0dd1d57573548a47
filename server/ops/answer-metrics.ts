import { Counter, Histogram, type Registry } from 'prom-client';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One operation's answers so far. */
interface Tally {
  /** By method, then by status class (1xx at 0 to 5xx at 4). */
  byMethod: Map<string, number[]>;
  /** Answers in each bucket alone (not cumulative), the last above every bound. */
  inBucket: number[];
  seconds: number;
}

export interface AnswerMetrics {
  answered(operation: string, method: string, status: number, seconds: number): void;
}

/**
 * statefront_http_requests_total and statefront_http_request_duration_seconds, tallied in plain numbers as answers
 * go and read into prom-client at each scrape. prom-client's own inc and observe hash their labels and find a bucket
 * by its bound's text at every call: 7% of a cached read's time (docs/bench/request-path.md).
 */
export function answerMetrics(registers: Registry[]): AnswerMetrics {
  const tallies = new Map<string, Tally>();
  new Counter({
    name: 'statefront_http_requests_total',
    help: 'Requests answered, by operation (operationId, or the route matched), method and status class.',
    labelNames: ['operation', 'method', 'status_class'] as const,
    registers,
    collect() {
      this.reset();
      for (const [operation, { byMethod }] of tallies)
        for (const [method, byClass] of byMethod)
          byClass.forEach(
            (count, i) => count > 0 && this.inc({ operation, method, status_class: `${i + 1}xx` }, count),
          );
    },
  });
  new TalliedHistogram(tallies, {
    name: 'statefront_http_request_duration_seconds',
    help: 'Time from the request to its answer, by operation.',
    labelNames: ['operation'] as const,
    buckets,
    registers,
  });
  return {
    answered(operation, method, status, seconds) {
      let tally = tallies.get(operation);
      if (!tally) {
        tally = { byMethod: new Map(), inBucket: Array<number>(buckets.length + 1).fill(0), seconds: 0 };
        tallies.set(operation, tally);
      }
      let byClass = tally.byMethod.get(method);
      if (!byClass) tally.byMethod.set(method, (byClass = [0, 0, 0, 0, 0]));
      const statusClass = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
      byClass[statusClass]! += 1;
      // prom-client refused a time that is not a number; one would spoil the sum for good.
      if (!Number.isFinite(seconds)) return;
      let bucket = 0;
      while (bucket < buckets.length && seconds > buckets[bucket]!) bucket++;
      tally.inBucket[bucket]! += 1;
      tally.seconds += seconds;
    },
  };
}

/** A histogram whose values are the tallies': prom-client's registry reads them as it reads its own. */
class TalliedHistogram extends Histogram<'operation'> {
  constructor(
    private readonly tallies: ReadonlyMap<string, Tally>,
    private readonly config: ConstructorParameters<typeof Histogram<'operation'>>[0],
  ) {
    super(config);
  }

  override async get(): ReturnType<Histogram<'operation'>['get']> {
    const { name, help } = this.config;
    const values = [];
    for (const [operation, tally] of this.tallies) {
      let count = 0;
      // `le` is the histogram's own label, which prom-client's types leave out of a metric's labels.
      const bucket = (le: number | string) => ({ le, operation }) as { operation: string };
      buckets.forEach((le, i) => {
        count += tally.inBucket[i]!;
        values.push({ labels: bucket(le), value: count, metricName: `${name}_bucket` });
      });
      count += tally.inBucket[buckets.length]!;
      values.push(
        { labels: bucket('+Inf'), value: count, metricName: `${name}_bucket` },
        { labels: { operation }, value: tally.seconds, metricName: `${name}_sum` },
        { labels: { operation }, value: count, metricName: `${name}_count` },
      );
    }
    // prom-client's types name the type by an enum its code never exports; the text is what it prints.
    const type = 'histogram' as unknown as Awaited<ReturnType<Histogram['get']>>['type'];
    return { name, help, type, aggregator: 'sum', collect: () => {}, values };
  }

  /** What prom-client's registry reads when it prints the metrics. */
  getForPromString(): ReturnType<Histogram<'operation'>['get']> {
    return this.get();
  }
}

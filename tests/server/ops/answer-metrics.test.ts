/** The answers' metrics, tallied in plain numbers, print exactly what prom-client's own counter and histogram would. */
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { answerMetrics } from '#server/ops/answer-metrics';

const answers: [operation: string, method: string, status: number, seconds: number][] = [
  ['getProduct', 'GET', 200, 0.0004],
  ['getProduct', 'GET', 200, 0.005],
  ['getProduct', 'HEAD', 304, 0.02],
  ['getProduct', 'GET', 404, 0.3],
  ['listProducts', 'POST', 200, 12],
  ['listProducts', 'POST', 429, 0.0001],
  ['placeOrder', 'POST', 503, 2.5],
  ['route /healthz', 'GET', 101, 0.01],
];

function byPromClient(registry: Registry) {
  const registers = [registry];
  const requests = new Counter({
    name: 'statefront_http_requests_total',
    help: 'Requests answered, by operation (operationId, or the route matched), method and status class.',
    labelNames: ['operation', 'method', 'status_class'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'statefront_http_request_duration_seconds',
    help: 'Time from the request to its answer, by operation.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  for (const [operation, method, status, seconds] of answers) {
    requests.inc({ operation, method, status_class: `${Math.floor(status / 100)}xx` });
    latency.observe({ operation }, seconds);
  }
}

const lines = async (registry: Registry) => (await registry.metrics()).split('\n').sort();

describe('answer metrics', () => {
  it('prints what prom-client prints for the same answers', async () => {
    const expected = new Registry();
    byPromClient(expected);
    const tallied = new Registry();
    const metrics = answerMetrics([tallied]);
    for (const answer of answers) metrics.answered(...answer);
    const printed = await lines(tallied);
    expect(printed).toEqual(await lines(expected));
    expect(printed).toContain('statefront_http_request_duration_seconds_bucket{le="+Inf",operation="getProduct"} 4');
  });

  it('counts an answer whose time is not a number without spoiling the sum', async () => {
    const registry = new Registry();
    const metrics = answerMetrics([registry]);
    metrics.answered('getProduct', 'GET', 200, 0.002);
    metrics.answered('getProduct', 'GET', 200, Number.NaN);
    const printed = await lines(registry);
    expect(printed).toContain(
      'statefront_http_requests_total{operation="getProduct",method="GET",status_class="2xx"} 2',
    );
    expect(printed).toContain('statefront_http_request_duration_seconds_sum{operation="getProduct"} 0.002');
    expect(printed).toContain('statefront_http_request_duration_seconds_count{operation="getProduct"} 1');
  });
});

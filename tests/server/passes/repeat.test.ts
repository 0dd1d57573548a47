/** A background pass on its timer, and woken by news (server/passes/repeat.ts): never two at once, none lost to a wake. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from '#server/passes/repeat';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A pass that stays under way until the test lets it end. */
function heldPass() {
  const ends: (() => void)[] = [];
  const pass = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  const endOne = async () => {
    ends.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { pass, endOne };
}

describe('a repeated pass', () => {
  it('runs on each tick, and a tick while one is under way is dropped', async () => {
    const { pass, endOne } = heldPass();
    const stop = repeatInBackground(pass, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pass).toHaveBeenCalledTimes(1);
    await endOne();
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await endOne();
    await stop();
  });

  it('runs at once when woken, and once more after the pass a wake finds under way, however many wakes came', async () => {
    const { pass, endOne } = heldPass();
    const stop = repeatInBackground(pass, 60_000);
    stop.wake();
    expect(pass).toHaveBeenCalledTimes(1);
    stop.wake();
    stop.wake();
    expect(pass).toHaveBeenCalledTimes(1);
    await endOne();
    expect(pass).toHaveBeenCalledTimes(2);
    await endOne();
    expect(pass).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('stops: waits for the pass under way, runs no other, and a later wake does nothing', async () => {
    const { pass, endOne } = heldPass();
    const stop = repeatInBackground(pass, 1_000);
    stop.wake();
    stop.wake();
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await endOne();
    await stopping;
    expect(stopped).toBe(true);
    stop.wake();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});

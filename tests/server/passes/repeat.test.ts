/** A background pass on its timer, and woken by news (server/passes/repeat.ts): never two at once, none lost to a wake, none asked for by a process another holds it in. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground, wakeOnNews } from '#server/passes/repeat';

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

describe('news for a pass held one process at a time', () => {
  it('wakes it once after the news of a moment is gathered, and not while another process was found holding it', async () => {
    const { pass, endOne } = heldPass();
    const stop = repeatInBackground(pass, 60_000);
    const news = wakeOnNews(stop, 200);
    news.news();
    await vi.advanceTimersByTimeAsync(150);
    news.news();
    expect(pass).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(pass).toHaveBeenCalledTimes(1);
    news.ran('skipped');
    await endOne();
    news.news();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(1);
    // A run of its own (its tick, say) takes the news again.
    news.ran('ran');
    news.news();
    await vi.advanceTimersByTimeAsync(200);
    expect(pass).toHaveBeenCalledTimes(2);
    await endOne();
    await stop();
  });
});

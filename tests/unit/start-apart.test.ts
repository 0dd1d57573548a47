import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApart } from '#src/app/startup/startApart';

/** Three pieces of work that record when each was started; the second fails if told to. */
function recorder(failSecond = false) {
  const started: string[] = [];
  const work = ['a', 'b', 'c'].map((name) => () => {
    started.push(name);
    return name === 'b' && failSecond ? Promise.reject(new Error('b failed')) : Promise.resolve(name);
  });
  return { started, work };
}

describe('startApart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in a prerender (no document) starts everything at once', async () => {
    const { started, work } = recorder();
    const all = startApart(work);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(all).resolves.toBeUndefined();
  });

  it('in a browser starts each a task after the one before, and waits for all', async () => {
    vi.stubGlobal('document', {});
    const { started, work } = recorder();
    const all = startApart(work);
    expect(started).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b']);
    await all;
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('fails as a loader must when one piece fails', async () => {
    vi.stubGlobal('document', {});
    const { work } = recorder(true);
    await expect(startApart(work)).rejects.toThrow('b failed');
  });
});

/**
 * The shop's query clients (the storefront's and the back office's) read again after a change, even when the change
 * came during a screen's first load (src/ui/readAfterWrite.ts, decision 0090): a category added while the back
 * office's tree was first loading was missing from it.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ReadAfterWriteQueryClient } from '#src/ui/readAfterWrite';

/** A screen's first load under way, a write, then the change's "read it again": what the screen shows at the end. */
async function shownAfterAWriteDuringTheFirstLoad(client: QueryClient) {
  let server = ['Ethnic Wear'];
  const reads: (() => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['categories'],
    // Each read takes the server as it is when it starts, and answers when told.
    queryFn: () => {
      const read = [...server];
      return new Promise<string[]>((resolve) => reads.push(() => resolve(read)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  while (reads.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  server = [...server, 'Festive'];
  let settled = false;
  const invalidated = client.invalidateQueries({ queryKey: ['categories'] }).then(() => {
    settled = true;
  });
  // Every read under way answers, the first one last of all.
  while (!settled) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    for (const answer of reads.splice(0).reverse()) answer();
  }
  await invalidated;
  unsubscribe();
  return observer.getCurrentResult().data;
}

describe("the shop's query client", () => {
  it('shows what the server has after a change made while the screen first loaded', async () => {
    expect(await shownAfterAWriteDuringTheFirstLoad(new ReadAfterWriteQueryClient())).toEqual([
      'Ethnic Wear',
      'Festive',
    ]);
  });

  it("is needed: TanStack Query's own client settles for the read begun before the change", async () => {
    expect(await shownAfterAWriteDuringTheFirstLoad(new QueryClient())).toEqual(['Ethnic Wear']);
  });
});

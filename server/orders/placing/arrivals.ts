/**
 * Placements read but not yet at their claim (decision 0082): a claimed placement given its turn waits for them too,
 * so a crowd's later requests, still in their checks or their session's lookup, are claimed (and the sold-out among
 * them answered) before a purchase takes the thread or the rows. Counted from preValidation: the body is in, and
 * what remains before the claim is the server's own work, never a slow client's.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#server/context/context';
import { operationIdOf } from '#server/contract/operation-id';
import { appWide } from '#server/plugins/app-wide';
import { addRouteHook } from '#server/plugins/route-hooks';

export class Arrivals {
  private readonly open = new Set<Promise<void>>();
  private readonly leaving = new WeakMap<FastifyRequest, () => void>();

  enter(request: FastifyRequest): void {
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    this.open.add(left);
    void left.then(() => this.open.delete(left));
    this.leaving.set(request, leave);
  }

  /** At its claim, or answered or gone before it. Again: nothing. */
  leave(request: FastifyRequest): void {
    this.leaving.get(request)?.();
  }

  /** Settles once every placement read so far has left: those read later never hold a turn for long. */
  settled(): Promise<unknown> {
    return Promise.all(this.open);
  }
}

const arrivals = new WeakMap<AppContext, Arrivals>();

export function arrivalsOf(ctx: AppContext): Arrivals {
  let kept = arrivals.get(ctx);
  if (!kept) arrivals.set(ctx, (kept = new Arrivals()));
  return kept;
}

/** placeOrder's requests counted in from preValidation, and out once answered or aborted if not at their claim. */
export const placementArrivals = appWide<{ ctx: AppContext }>(async (app, { ctx }) => {
  const counted = arrivalsOf(ctx);
  app.addHook('onRoute', (route) => {
    if (operationIdOf(route) !== 'placeOrder') return;
    const leave = async (request: FastifyRequest) => counted.leave(request);
    // After the body checks, before the rate limit: onRoute hooks run in the order of the plugins (server/http/app.ts).
    addRouteHook(route, 'preValidation', async (request: FastifyRequest) => counted.enter(request));
    addRouteHook(route, 'onResponse', leave);
    addRouteHook(route, 'onRequestAbort', leave);
  });
});

/**
 * At most `limit` order placements at once in this process; the others wait their turn, in
 * the order they came (decision 0026). A flash sale sends hundreds of placements at one
 * instant: let in together, they hold every pooled connection while they queue on the same
 * few stock rows, every other request (a product page, a cart, a session check) waits for
 * a connection past the pool's timeout and is answered 503, and a placement that needs
 * several turns of the pool (card step 1 prices the cart before it takes the stock) loses
 * every race to one that needs fewer.
 */
export function admission(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function admitted<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A finished placement hands its place straight to the next in line (running stays as it is).
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

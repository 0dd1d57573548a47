/**
 * At most `limit` pieces of work at once in this process; the others wait their turn, in
 * the order they came. Order placements (decision 0026) and picture conversions (decision
 * 0029) go through one each.
 */
export function admission(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function admitted<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A finished piece of work hands its place straight to the next in line (running stays as it is).
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

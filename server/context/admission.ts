/** At most `limit` at once in this process, the rest first come first served (decisions 0026, 0029). */
export function admission(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function admitted<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // A finished one hands its place straight to the next (running stays as it is).
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

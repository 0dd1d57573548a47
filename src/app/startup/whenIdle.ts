/**
 * Runs work the first screen does not need once the browser is idle (or after two
 * seconds at the latest), so it neither delays the first paint nor competes with it.
 * Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

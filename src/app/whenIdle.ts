/**
 * Runs work the first screen does not need once the browser is idle (or after two
 * seconds at the latest), so it neither delays the first paint nor competes with it.
 */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

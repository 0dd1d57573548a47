/**
 * Lets the browser answer the shopper before going on: the app's start on a slow phone is
 * cut into tasks this way (decision 0019). `scheduler.yield` resumes ahead of other queued
 * tasks where the browser has it. Part of the small entry (src/main.tsx).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

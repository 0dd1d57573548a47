/** Controllable stand-ins for the real machines' actors and app effects, for path tests. */
import { fromPromise } from 'xstate';
import { vi } from 'vitest';
import { effectActions, type AppEffects, type NavigationState, type ToastOptions } from '#machines/effects';

/** Lets pending promises and the machine's reaction to them run (fake timers stay put). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** A promise actor whose every call waits until the test resolves or rejects it. */
export function controllablePromise<TOutput, TInput>() {
  const calls: TInput[] = [];
  let pending: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | undefined;
  const take = () => {
    if (!pending) throw new Error('no call is pending');
    const taken = pending;
    pending = undefined;
    return taken;
  };
  return {
    logic: fromPromise<TOutput, TInput>(({ input }) => {
      calls.push(input);
      return new Promise<TOutput>((resolve, reject) => {
        pending = { resolve, reject };
      });
    }),
    calls,
    get isPending() {
      return pending !== undefined;
    },
    async resolve(output: TOutput) {
      take().resolve(output);
      await settle();
    },
    async reject(error: unknown) {
      take().reject(error);
      await settle();
    },
  };
}

/** App effects that only record what they were asked to do. */
export function recordedEffects() {
  const navigations: string[] = [];
  /** The history state each navigation left, in step with `navigations`. */
  const navigationStates: (NavigationState | undefined)[] = [];
  const toasts: { message: string; options: ToastOptions | undefined }[] = [];
  const invalidations: (readonly unknown[])[] = [];
  /** Every write into cached data, as the key and the updater that was asked for. */
  const updates: { queryKey: readonly unknown[]; updater: (data: unknown) => unknown }[] = [];
  const effects: AppEffects = {
    navigate: (to, options) => {
      navigations.push(to);
      navigationStates.push(options?.state);
    },
    toast: (message, options) => void toasts.push({ message, options }),
    invalidate: (queryKey) => void invalidations.push(queryKey),
    update: (queryKey, updater) => void updates.push({ queryKey, updater }),
  };
  return { navigations, navigationStates, toasts, invalidations, updates, actions: effectActions(effects) };
}

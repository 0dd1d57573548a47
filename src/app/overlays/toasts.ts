import { useSyncExternalStore } from 'react';
import type { ToastOptions, ToastPlacement, ToastTone } from '#machines/effects';
import { durations } from '#rules/durations';

export interface ToastEntry {
  id: number;
  message: string;
  tone: ToastTone;
  durationMs: number;
  placement: ToastPlacement;
}

/**
 * The toast store: a plain module so machines (through AppEffects) and components
 * can both raise notices without React context.
 */
let entries: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export function showToast(message: string, options: ToastOptions = {}): void {
  entries = [
    ...entries,
    {
      id: nextId++,
      message,
      tone: options.tone ?? 'info',
      durationMs: options.durationMs ?? durations.toast,
      placement: options.placement ?? 'top-center',
    },
  ];
  emit();
}

export function dismissToast(id: number): void {
  entries = entries.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  );
}

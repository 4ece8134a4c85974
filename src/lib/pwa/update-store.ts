import { useSyncExternalStore } from 'react';
import { externalStore } from './external-store.ts';
import { hasUnsavedInput } from './unsaved-input.ts';

let activate: (() => void) | null = null;
const store = externalStore();

/** The service-worker registration offers a waiting worker: `apply` makes it take over and reloads the page. */
export function offerUpdate(apply: () => void): void {
  activate = apply;
  store.emit();
}

export function isUpdateWaiting(): boolean {
  return activate !== null;
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(store.subscribe, isUpdateWaiting);
}

/**
 * The user asked to update: reloads only when no form holds unsaved input; otherwise says so and does nothing,
 * so the user can finish first (or update later, when the worker takes over on the next launch).
 */
export function applyUpdate(): 'reloading' | 'unsaved-input' | 'nothing-waiting' {
  if (!activate) return 'nothing-waiting';
  if (hasUnsavedInput()) return 'unsaved-input';
  activate();
  return 'reloading';
}

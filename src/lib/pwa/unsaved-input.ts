import { useEffect, useSyncExternalStore } from 'react';
import { externalStore } from './external-store.ts';

const dirtyForms = new Set<symbol>();
const store = externalStore();

/**
 * Marks the calling form as holding unsaved input while `dirty` is true (cleared on unmount). The update prompt
 * never reloads the page while any form is marked. Call it in every form a user types into.
 */
export function useUnsavedInput(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved-input');
    dirtyForms.add(token);
    store.emit();
    return () => {
      dirtyForms.delete(token);
      store.emit();
    };
  }, [dirty]);
}

export function hasUnsavedInput(): boolean {
  return dirtyForms.size > 0;
}

export function useHasUnsavedInput(): boolean {
  return useSyncExternalStore(store.subscribe, hasUnsavedInput);
}

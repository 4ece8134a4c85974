/** A minimal subscribable value for useSyncExternalStore: the PWA's module-level state lives outside React. */
export function externalStore() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(): void {
      for (const listener of listeners) listener();
    },
  };
}

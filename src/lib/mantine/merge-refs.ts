import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

/**
 * floating-ui's useMergeRefs, alone (decision 0302). Mantine's ScrollArea (and with it every Table, through
 * Table.ScrollContainer) imports this one hook from @floating-ui/react, and with it the first screen carried the
 * whole positioning library (11.7 KiB br) that only popovers and menus use. The build puts this module in the place
 * of @floating-ui/react for ScrollArea's import (vite.config.ts). Same behaviour: null while every ref is empty, and
 * a callback ref's cleanup (React 19) is kept and called when the node changes.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanup = useRef<(() => void) | undefined>(undefined);
  const attach = useCallback(
    (node: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const result = ref(node);
          return typeof result === 'function' ? result : () => ref(null);
        }
        ref.current = node;
        return () => {
          ref.current = null;
        };
      });
      return () => {
        for (const undo of cleanups) undo?.();
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies, as upstream
    refs,
  );
  return useMemo(
    () =>
      refs.every((ref) => ref == null)
        ? null
        : (node: T) => {
            if (cleanup.current) {
              cleanup.current();
              cleanup.current = undefined;
            }
            if (node != null) cleanup.current = attach(node);
          },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies, as upstream
    refs,
  );
}

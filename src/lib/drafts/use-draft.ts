import { useEffect, useRef, useState } from 'react';
import { clearDraft, DRAFT_SAVE_DELAY_MS, loadDraft, saveDraft } from './draft-store.ts';

/**
 * Keeps a wizard's state as a draft: restores it once on start (within the browser session) and saves it
 * after a 1 s pause in changes. Answers whether the restore has finished, and a way to forget the draft.
 */
export function useDraft<T>(name: string, value: T, restore: (saved: T) => void) {
  const [ready, setReady] = useState(false);
  const restoreRef = useRef(restore);
  const cleared = useRef(false);

  useEffect(() => {
    let live = true;
    void loadDraft<T>(name).then((saved) => {
      if (!live) return;
      if (saved !== null) restoreRef.current(saved);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [name]);

  useEffect(() => {
    if (!ready || cleared.current) return;
    const timer = setTimeout(() => void saveDraft(name, value), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, value, ready]);

  return {
    ready,
    clear: () => {
      cleared.current = true;
      void clearDraft(name);
    },
  };
}

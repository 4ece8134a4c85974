import { useEffect } from 'react';
import { requestPersistentStorage } from '../persistent-storage.ts';
import { UpdatePrompt } from './update-prompt.tsx';

/** The PWA's signed-in part: asks once for persistent storage and shows the update prompt. */
export function SignedInPwa() {
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
  return <UpdatePrompt />;
}

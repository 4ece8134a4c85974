import { useEffect } from 'react';
import { requestPersistentStorage } from '../persistent-storage.ts';
import { IosInstallHint } from './ios-install-hint.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** The PWA's signed-in part: asks once for persistent storage, shows the update prompt and, on iOS, the install hint. */
export function SignedInPwa() {
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
  return (
    <>
      <UpdatePrompt />
      <IosInstallHint />
    </>
  );
}

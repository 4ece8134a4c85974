import { useEffect } from 'react';
import { requestPersistentStorage } from '../persistent-storage.ts';
import { warmUpOfflineScreens } from '../warm-up.ts';
import { IosInstallHint } from './ios-install-hint.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * The PWA's signed-in part: asks once for persistent storage, has the worker cache the screens for offline use, shows
 * the update prompt and, on iOS, the install hint.
 */
export function SignedInPwa() {
  useEffect(() => {
    void requestPersistentStorage();
    // After the first signed-in paint: the screens, the scanner among them, are cached before a roof (decision 0299).
    void warmUpOfflineScreens();
  }, []);
  return (
    <>
      <UpdatePrompt />
      <IosInstallHint />
    </>
  );
}

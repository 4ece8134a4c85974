const ASKED_KEY = 'club.storage-persist-asked';

/**
 * Asks once (after sign-in) that the browser keep this origin's storage under pressure: the persisted query
 * cache and the outbox of unsynced work live in IndexedDB. Chromium decides silently; Firefox may ask.
 */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = navigator.storage;
  if (!storage?.persist || !storage.persisted) return null;
  try {
    if (await storage.persisted()) return true;
    if (localStorage.getItem(ASKED_KEY)) return false;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    return await storage.persist();
  } catch {
    return null;
  }
}

import { del, get, set } from 'idb-keyval';

/** Marks this browser session: drafts are restored only within the session that saved them. */
const SESSION_MARKER = 'drafts-session';
export const DRAFT_SAVE_DELAY_MS = 1000;

const key = (name: string) => `draft:${name}`;

/** The draft saved under this name in this browser session, or null (a draft of an older session is dropped). */
export async function loadDraft<T>(name: string): Promise<T | null> {
  try {
    if (sessionStorage.getItem(SESSION_MARKER) === null) {
      await del(key(name));
      return null;
    }
    return ((await get(key(name))) as T | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function saveDraft<T>(name: string, value: T): Promise<void> {
  try {
    sessionStorage.setItem(SESSION_MARKER, '1');
    await set(key(name), value);
  } catch {
    // Private mode or a full disk: the wizard works without drafts.
  }
}

export async function clearDraft(name: string): Promise<void> {
  try {
    await del(key(name));
  } catch {}
}

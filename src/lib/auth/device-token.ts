const STORAGE_KEY = 'sign-in-device';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

let unstored: string | null = null;

function mint(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This device's sign-in token (decision 0262): 32 random bytes, minted on first use and kept across sign-outs. It
 * goes with every login and code; once a sign-in with it succeeded, the account knows the device, and strangers'
 * requests cannot hold it back. It signs nobody in by itself. Without storage (private mode) it lasts as long as the
 * page.
 */
export function deviceToken(): string {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (kept && TOKEN.test(kept)) return kept;
    const minted = mint();
    localStorage.setItem(STORAGE_KEY, minted);
    return minted;
  } catch {
    unstored ??= mint();
    return unstored;
  }
}

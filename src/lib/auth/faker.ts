import { writeToken } from './token-store.ts';

const FAKE_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * The specification's developer aid: `?faker=TOKEN:REFRESH` signs in with that token pair. Answers whether
 * the parameter was used, so the caller can remove it from the address. A production build ignores it: a link
 * carrying a token pair would sign any browser into that account. The console's "Emulate" hands its session to
 * the app through the browser's storage instead (src/staff/screens/company-emulation.tsx).
 */
export function applyFakerParam(url: URL, now = Date.now()): boolean {
  if (import.meta.env.PROD) return false;
  const value = url.searchParams.get('faker');
  if (value === null) return false;
  const parts = value.split(':');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return false;
  writeToken(
    {
      token: parts[0],
      refresh_token: parts[1],
      expiresAt: new Date(now + FAKE_TOKEN_LIFETIME_MS).toISOString(),
    },
    { deviceTimes: true },
  );
  return true;
}

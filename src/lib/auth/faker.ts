import { jwtClaims, writeToken } from './token-store.ts';

const FAKE_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Whether an access token is a staff emulation's (docs/decisions/0051): it names the admin and its session. */
const isEmulationToken = (token: string) => {
  const claims = jwtClaims(token);
  return typeof claims?.emulated_by === 'string' && typeof claims.emu === 'string';
};

/**
 * The specification's developer aid: `?faker=TOKEN:REFRESH` signs in with that token pair. Answers whether
 * the parameter was used, so the caller can remove it from the address. A production build takes only a staff
 * emulation's token (the console's "Emulate" opens the app with it): a link carrying any other token pair would
 * sign any browser into that account, while an emulation token only an admin can have made (the server checks its
 * signature and its session, and ends it with the emulation), and it shows the emulation banner.
 */
export function applyFakerParam(url: URL, now = Date.now()): boolean {
  const value = url.searchParams.get('faker');
  if (value === null) return false;
  const parts = value.split(':');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return false;
  if (import.meta.env.PROD && !isEmulationToken(parts[0])) return false;
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

import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { VerifyResponse } from '#contract/auth.ts';
import type { Passkey } from '#contract/passkeys.ts';
import { HOUR, MINUTE } from '#server/test/fake-clock.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, type TestApp, useTestApp } from '#server/test/test-app.ts';
import { type CeremonyTweaks, SoftAuthenticator } from './soft-authenticator.ts';

const BASE = '/api/v2/installer/passkeys';
const LOGIN = '/api/v2/installer/login';
const OWNER = 'owner.pl@example.com';
const MEMBER = 'member.pl@example.com';

type Options = { challenge: string; rp?: { id?: string }; user?: { id?: string }; rpId?: string };

async function addPasskey(
  t: TestApp,
  auth: Record<string, string>,
  device: SoftAuthenticator,
  tweaks?: CeremonyTweaks,
) {
  const options = await t.call<{ options: Options }>('POST', `${BASE}/registration-options`, undefined, auth);
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const credential = device.create(options.body.options, tweaks);
  return t.call<Passkey>('POST', BASE, { credential, name: 'Chrome on Android' }, auth);
}

async function signInOptions(t: TestApp): Promise<Options> {
  const res = await t.call<{ options: Options }>('POST', `${BASE}/sign-in-options`);
  expect(res.status).toBe(200);
  return res.body.options;
}

async function passkeySignIn(t: TestApp, device: SoftAuthenticator, tweaks?: CeremonyTweaks) {
  const credential = device.get(await signInOptions(t), tweaks);
  return t.call<VerifyResponse>('POST', `${BASE}/sign-in`, { credential });
}

const REFUSED = { message: 'The passkey was not accepted. Sign in with a code.' };

describe('passkeys', () => {
  const t = useTestApp();
  let owner: Record<string, string>;
  let ownerUuid: string;
  beforeAll(async () => {
    const session = await signIn(t, OWNER);
    owner = bearer(session.token);
    ownerUuid = session.installer.user_id;
  });

  it('adds a passkey from a code session, lists it, and signs in with it as the code sign-in does', async () => {
    const device = new SoftAuthenticator();
    const options = await t.call<{ options: Record<string, unknown> }>(
      'POST',
      `${BASE}/registration-options`,
      undefined,
      owner,
    );
    expect(options.body.options).toMatchObject({
      rp: { id: 'localhost', name: 'Installer Club' },
      user: { name: OWNER, displayName: 'Piotr Kowalski' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    const added = await t.call<Passkey>(
      'POST',
      BASE,
      { credential: device.create(options.body.options as Options), name: ' Chrome on Android ' },
      owner,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'Chrome on Android', last_used_at: null });

    const listed = await t.call<Passkey[]>('GET', BASE, undefined, owner);
    expect(listed.body).toEqual([added.body]);

    t.clock.advance(MINUTE);
    const signInOptionsAnswer = await signInOptions(t);
    expect(signInOptionsAnswer).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(signInOptionsAnswer).not.toHaveProperty('allowCredentials.0');
    const res = await t.call('POST', `${BASE}/sign-in`, { credential: device.get(signInOptionsAnswer) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = v.parse(VerifyResponse, res.body);
    expect(body.installer).toMatchObject({ user_id: ownerUuid, role: 3, region: 2 });
    const self = await t.call<{ email: string }>('GET', '/api/v1/company/user/self', undefined, bearer(body.token));
    expect(self.body.email).toBe(OWNER);
    const refreshed = await t.call('POST', '/api/v2/installer/refresh', { refresh_token: body.refresh_token });
    expect(refreshed.status).toBe(200);

    const [user] = await t.deps.db.query<{ last_active_at: Date }>('SELECT last_active_at FROM users WHERE uuid = $1', [
      ownerUuid,
    ]);
    expect(new Date(user!.last_active_at).getTime()).toBe(t.clock.now().getTime());
    const after = await t.call<Passkey[]>('GET', BASE, undefined, owner);
    expect(after.body[0]!.last_used_at).toBe(t.clock.now().toISOString());
  });

  it('refuses a passkey made or used on another origin', async () => {
    const device = new SoftAuthenticator();
    const phished = await addPasskey(t, owner, device, { origin: 'https://club.example.evil' });
    expect(phished.status).toBe(400);
    expect(phished.body).toEqual({ message: 'The passkey could not be added. Please try again.' });

    expect((await addPasskey(t, owner, device)).status).toBe(201);
    const elsewhere = await passkeySignIn(t, device, { origin: 'https://club.example.evil' });
    expect(elsewhere).toMatchObject({ status: 401, body: REFUSED });
    const otherRp = await passkeySignIn(t, device, { rpId: 'example.com' });
    expect(otherRp.status).toBe(401);
    expect((await passkeySignIn(t, device)).status).toBe(200);
  });

  it('takes each challenge once: a replayed sign-in or registration is refused', async () => {
    // An authenticator without a counter (as synced passkeys are): only the challenge stops the replay.
    const device = new SoftAuthenticator(undefined, false);
    const options = await t.call<{ options: Options }>('POST', `${BASE}/registration-options`, undefined, owner);
    const credential = device.create(options.body.options);
    expect((await t.call('POST', BASE, { credential }, owner)).status).toBe(201);
    const again = await t.call('POST', BASE, { credential }, owner);
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'The passkey request has expired. Please try again.' },
    });

    const assertion = { credential: device.get(await signInOptions(t)) };
    expect((await t.call('POST', `${BASE}/sign-in`, assertion)).status).toBe(200);
    expect(await t.call('POST', `${BASE}/sign-in`, assertion)).toMatchObject({ status: 401, body: REFUSED });
  });

  it('refuses a challenge past its five minutes, and a made-up one', async () => {
    const device = new SoftAuthenticator();
    expect((await addPasskey(t, owner, device)).status).toBe(201);
    const options = await signInOptions(t);
    t.clock.advance(5 * MINUTE + 1000);
    expect((await t.call('POST', `${BASE}/sign-in`, { credential: device.get(options) })).status).toBe(401);
    const madeUp = device.get({ challenge: 'bm90LWEtY2hhbGxlbmdl', rpId: 'localhost' });
    expect((await t.call('POST', `${BASE}/sign-in`, { credential: madeUp })).status).toBe(401);
  });

  it('refuses a signature counter that did not move on (a cloned authenticator)', async () => {
    const device = new SoftAuthenticator();
    expect((await addPasskey(t, owner, device)).status).toBe(201);
    expect((await passkeySignIn(t, device, { counter: 5 })).status).toBe(200);
    expect((await passkeySignIn(t, device, { counter: 5 })).status).toBe(401);
    expect((await passkeySignIn(t, device, { counter: 3 })).status).toBe(401);
    expect((await passkeySignIn(t, device, { counter: 6 })).status).toBe(200);
  });

  it('refuses a passkey without user verification (presence alone is not a sign-in)', async () => {
    const device = new SoftAuthenticator();
    expect((await addPasskey(t, owner, device, { userVerified: false })).status).toBe(400);
    expect((await addPasskey(t, owner, device)).status).toBe(201);
    expect((await passkeySignIn(t, device, { userVerified: false })).status).toBe(401);
  });

  it('refuses a sign-in with a registration challenge, and a registration with a sign-in challenge', async () => {
    const device = new SoftAuthenticator();
    const registration = await t.call<{ options: Options }>('POST', `${BASE}/registration-options`, undefined, owner);
    expect((await addPasskey(t, owner, device)).status).toBe(201);
    const crossed = device.get({ challenge: registration.body.options.challenge, rpId: 'localhost' });
    expect((await t.call('POST', `${BASE}/sign-in`, { credential: crossed })).status).toBe(401);
    const forSignIn = await signInOptions(t);
    const credential = device.create({ ...forSignIn, user: { id: 'AAAA' } });
    expect((await t.call('POST', BASE, { credential }, owner)).status).toBe(400);
  });

  it("refuses a registration answering another user's challenge", async () => {
    const member = bearer((await signIn(t, MEMBER)).token);
    const device = new SoftAuthenticator();
    const theirs = await t.call<{ options: Options }>('POST', `${BASE}/registration-options`, undefined, member);
    const credential = device.create(theirs.body.options);
    expect((await t.call('POST', BASE, { credential }, owner)).status).toBe(400);
  });

  it('refuses the same authenticator credential twice', async () => {
    const device = new SoftAuthenticator();
    const first = await t.call<{ options: Options }>('POST', `${BASE}/registration-options`, undefined, owner);
    const credential = device.create(first.body.options);
    expect((await t.call('POST', BASE, { credential }, owner)).status).toBe(201);
    const second = await t.call<{ options: Options & { excludeCredentials: { id: string }[] } }>(
      'POST',
      `${BASE}/registration-options`,
      undefined,
      owner,
    );
    expect(second.body.options.excludeCredentials.map((c) => c.id)).toContain(credential.id);
    // A browser would refuse (excludeCredentials); a client that sends the same credential anyway gets 409.
    const clone = { ...credential, response: { ...credential.response } };
    const json = JSON.parse(Buffer.from(clone.response.clientDataJSON, 'base64url').toString()) as object;
    clone.response.clientDataJSON = Buffer.from(
      JSON.stringify({ ...json, challenge: second.body.options.challenge }),
    ).toString('base64url');
    const dup = await t.call('POST', BASE, { credential: clone }, owner);
    expect(dup).toMatchObject({ status: 409, body: { message: 'This passkey is already added.' } });
  });

  it('removes a passkey, which then cannot sign in', async () => {
    const device = new SoftAuthenticator();
    const added = await addPasskey(t, owner, device);
    expect((await passkeySignIn(t, device)).status).toBe(200);
    expect((await t.call('DELETE', `${BASE}/${added.body.uuid}`, undefined, owner)).status).toBe(204);
    const listed = await t.call<Passkey[]>('GET', BASE, undefined, owner);
    expect(listed.body.map((p) => p.uuid)).not.toContain(added.body.uuid);
    expect(await passkeySignIn(t, device)).toMatchObject({ status: 401, body: REFUSED });
    expect((await t.call('DELETE', `${BASE}/${added.body.uuid}`, undefined, owner)).status).toBe(404);
  });

  it("answers 404 to removing another user's passkey (same company too), which stays and still signs in", async () => {
    const device = new SoftAuthenticator();
    const added = await addPasskey(t, owner, device);
    const member = bearer((await signIn(t, MEMBER)).token);
    const ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
    for (const stranger of [member, ro]) {
      const res = await t.call('DELETE', `${BASE}/${added.body.uuid}`, undefined, stranger);
      expect(res).toMatchObject({ status: 404, body: { message: 'Not found.' } });
      const theirs = await t.call<Passkey[]>('GET', BASE, undefined, stranger);
      expect(theirs.body.map((p) => p.uuid)).not.toContain(added.body.uuid);
    }
    expect((await passkeySignIn(t, device)).status).toBe(200);
  });

  it("signs in from anywhere while a stranger's codes and wrong codes are refused", async () => {
    // The per-address budget of every anonymous call runs on the real clock: out of the way, so that the sign-in
    // limits are what the stranger meets.
    const open = await t.variant({ anonymousRequestsPerMinute: 1_000_000 });
    const device = new SoftAuthenticator();
    expect((await addPasskey(open, owner, device)).status).toBe(201);
    open.clock.advance(HOUR);
    const STRANGER = '203.0.113.9';
    let refused = 0;
    for (let round = 0; round < 30; round++) {
      const login = await open.callFrom<{ user_id: string; attempt?: string }>(STRANGER, 'POST', LOGIN, {
        email: OWNER,
      });
      if (login.status === 429) refused++;
      const attempt = login.status === 200 ? login.body.attempt : undefined;
      for (let i = 0; i < 3; i++) {
        const wrong = await open.callFrom(STRANGER, 'POST', `${LOGIN}/verify`, {
          userId: ownerUuid,
          code: String(90_000 + round * 3 + i),
          ...(attempt ? { attempt } : {}),
        });
        if (wrong.status === 429) refused++;
      }
    }
    expect(refused, "the stranger ran into the code sign-in's limits").toBeGreaterThan(0);
    // From an address the account never signed in from, with no device token: nothing of the stranger's counts.
    const credential = device.get(
      (await open.callFrom<{ options: Options }>('198.51.100.200', 'POST', `${BASE}/sign-in-options`)).body.options,
    );
    const res = await open.callFrom<VerifyResponse>('198.51.100.200', 'POST', `${BASE}/sign-in`, { credential });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.installer.user_id).toBe(ownerUuid);
  });

  it('makes the address (and the device) one the account knows, as a code sign-in does', async () => {
    const open = await t.variant({ anonymousRequestsPerMinute: 1_000_000 });
    const device = new SoftAuthenticator();
    expect((await addPasskey(open, bearer((await signIn(t, OWNER)).token), device)).status).toBe(201);
    const known = async () =>
      (
        await t.deps.db.query<{ kind: string }>(
          `SELECT kind FROM sign_in_clients s JOIN users u ON u.id = s.user_id WHERE u.uuid = $1 ORDER BY kind`,
          [ownerUuid],
        )
      ).map((r) => r.kind);
    await t.deps.db.query('DELETE FROM sign_in_clients WHERE user_id = (SELECT id FROM users WHERE uuid = $1)', [
      ownerUuid,
    ]);
    const options = await open.callFrom<{ options: Options }>('198.51.100.201', 'POST', `${BASE}/sign-in-options`);
    const res = await open.callFrom('198.51.100.201', 'POST', `${BASE}/sign-in`, {
      credential: device.get(options.body.options),
      device: 'passkey-test-phone-device-000000000000000000',
    });
    expect(res.status).toBe(200);
    expect(await known()).toEqual(['address', 'device']);
  });

  it('refuses an inactive user, and tells nothing more than for an unknown passkey', async () => {
    const member = await signIn(t, 'tomasz.pl@example.com');
    const device = new SoftAuthenticator();
    expect((await addPasskey(t, bearer(member.token), device)).status).toBe(201);
    await t.deps.db.query('UPDATE users SET active = 2 WHERE uuid = $1', [member.installer.user_id]);
    try {
      expect(await passkeySignIn(t, device)).toMatchObject({ status: 401, body: REFUSED });
    } finally {
      await t.deps.db.query('UPDATE users SET active = 1 WHERE uuid = $1', [member.installer.user_id]);
    }
    const unknown = new SoftAuthenticator();
    unknown.create({ challenge: 'x', user: { id: 'AAAA' } });
    expect(await passkeySignIn(t, unknown)).toMatchObject({ status: 401, body: REFUSED });
  });

  it('refuses adding a passkey while staff emulate the installer', async () => {
    const [member] = await t.deps.db.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [MEMBER]);
    const started = await t.call<{ token: string }>(
      'POST',
      `/api/staff/users/${member!.uuid}/emulation`,
      { reason: 'Checking the passkey screen.' },
      { 'X-Operator-Key': TEST_OPERATOR_KEY },
    );
    expect(started.status).toBe(200);
    const emulated = bearer(started.body.token);
    const res = await t.call('POST', `${BASE}/registration-options`, undefined, emulated);
    expect(res.status).toBe(403);
    expect((await t.call('GET', BASE, undefined, emulated)).status).toBe(200);
  });

  it('needs a signed-in user for everything but the sign-in', async () => {
    expect((await t.call('GET', BASE)).status).toBe(401);
    expect((await t.call('POST', `${BASE}/registration-options`)).status).toBe(401);
    expect((await t.call('DELETE', `${BASE}/00000000-0000-4000-8000-000000000000`)).status).toBe(401);
    expect((await t.call('POST', `${BASE}/sign-in`, { credential: { id: 'x' } })).status).toBe(400);
  });
});

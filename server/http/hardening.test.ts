import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../test/test-app.ts';
import { isLoopback } from './caller-address.ts';

const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('what an attacker sends', () => {
  const t = useTestApp();

  it('a JSON body over 100 KiB answers 413 before it is read, on a public call too', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(200 * 1024)}@example.com` });
    const declared = await t.app.request('/api/v2/installer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: 'The request is too large.' });

    // No Content-Length: counted as it streams in.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 300; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await t.app.request('/api/v2/installer/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('an upload call takes a body up to the upload size, and not more', async () => {
    const { token } = await signIn(t, 'owner.pl@example.com');
    const self = await t.call<{ uuid: string }>('GET', '/api/v1/company/user/self', undefined, bearer(token));
    const form = new FormData();
    form.set('file', new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    const avatar = await t.app.request(`/api/v1/company/user/${self.body.uuid}/avatar`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    // Through the size gate: the server reads it and refuses it by its content.
    expect(avatar.status).toBe(415);
    const huge = await t.app.request('/api/v1/shop/order/files', {
      method: 'POST',
      headers: { ...bearer(token), 'content-length': String(11_000_000), 'content-type': 'multipart/form-data' },
      body: 'x',
    });
    expect(huge.status).toBe(413);
  });

  it('JSON nested 10,000 deep answers 400, not 500', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const answer = await t.call('POST', '/api/v2/installer/login', `{"email":${deep}}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { _: ['The request is nested too deeply.'] } });
  });

  it('a correctly signed token whose subject is not a uuid answers 401', async () => {
    const exp = Math.floor(t.clock.now().getTime() / 1000) + 600;
    const token = await sign({ sub: 'not-a-uuid', exp }, t.deps.env.jwtSecret, 'HS256');
    const answer = await t.call('GET', '/api/v1/company/user/self', undefined, bearer(token));
    expect(answer.status).toBe(401);
  });

  it('the dev outbox answers callers on this machine only', async () => {
    const path = '/api/dev/outbox?to=owner.pl%40example.com';
    expect((await t.app.request(path, {}, fromAddress('127.0.0.1'))).status).toBe(200);
    expect((await t.app.request(path, {}, fromAddress('::ffff:127.0.0.1'))).status).toBe(200);
    expect((await t.app.request(path, {}, fromAddress('::1'))).status).toBe(200);
    const remote = await t.app.request(path, {}, fromAddress('192.0.2.10'));
    expect(remote.status).toBe(403);
    expect(await remote.json()).toEqual({
      message: 'The developer outbox answers only on the machine the club runs on.',
    });
  });
});

describe('control characters in what people type', () => {
  const t = useTestApp();
  const info = { language: 'pl', hostname: 'localhost', region: 2, appVersion: '1.0.0', appType: 'web' };

  it('are refused in a ticket title and a street, naming the field; a message keeps its line breaks', async () => {
    const h = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const esc = await t.call('POST', '/api/v1/support', { title: 'Help\u001b[2J', body: 'x', info }, h);
    expect(esc.status).toBe(400);
    expect(esc.body).toMatchObject({ errors: { title: ['This field contains a character that is not allowed.'] } });
    const bell = await t.call(
      'POST',
      '/api/v1/project',
      { streetName: 'ul. Dzwonek\u0007 1', postalCode: '00-001' },
      h,
    );
    expect(bell.status).toBe(400);
    expect(bell.body).toMatchObject({
      errors: { streetName: ['This field contains a character that is not allowed.'] },
    });
    const lines = await t.call('POST', '/api/v1/support', { title: 'Two lines', body: 'First\nSecond', info }, h);
    expect(lines.status).toBe(201);
  });
});

describe('one client hammering the calls anyone may make', () => {
  const t = useTestApp({ anonymousRequestsPerMinute: 5 });
  const login = (address: string) =>
    t.app.request(
      '/api/v2/installer/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      },
      fromAddress(address),
    );

  it('gets 429 with Retry-After past its budget; another client does not', async () => {
    for (let i = 0; i < 5; i++) expect((await login('198.51.100.7')).status).toBe(404);
    const over = await login('198.51.100.7');
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login('198.51.100.8')).status).toBe(404);
  });
});

// Issue 23, finding 10: U+202E, U+200B and U+FEFF passed the control-character filter, were stored in a member's
// name and sent out in the invitation SMS.
describe('invisible and direction characters in what people type (decision 0264)', () => {
  const t = useTestApp();
  const info = { language: 'pl', hostname: 'localhost', region: 2, appVersion: '1.0.0', appType: 'web' };

  it('are removed from names, streets and messages before the rules run; emoji keep their joiners', async () => {
    const session = await signIn(t, 'tomasz.pl@example.com');
    const h = bearer(session.token);
    const self = await t.call<{ id: number }>('GET', '/api/v1/company/user/self', undefined, h);
    const renamed = await t.call<{ name: string; surname: string }>(
      'PATCH',
      `/api/v1/company/user/${self.body.id}`,
      { name: 'Tom\u202Easz', surname: '\uFEFFWi\u200Bśniewski\u2066' },
      h,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Tomasz', surname: 'Wiśniewski' });
    const empty = await t.call('PATCH', `/api/v1/company/user/${self.body.id}`, { name: '\u200B\u200B\u200B' }, h);
    expect(empty.status).toBe(400);
    const worker = '\u{1F477}\u{1F3FD}\u200D\u2642\uFE0F';
    const ticket = await t.call<{ uuid: string }>(
      'POST',
      '/api/v1/support',
      { title: 'Dach\u202E 1', body: `Hello ${worker}\u200D!`, info },
      h,
    );
    expect(ticket.status).toBe(201);
    const [stored] = await t.deps.db.query<{ title: string; body: string }>(
      `SELECT t.title, m.message AS body FROM support_tickets t JOIN support_messages m ON m.ticket_id = t.id
       WHERE t.uuid = $1 ORDER BY m.id LIMIT 1`,
      [ticket.body.uuid],
    );
    expect(stored).toEqual({ title: 'Dach 1', body: `Hello ${worker}!` });
  });
});

// Issue 23, finding 5: with TRUSTED_PROXIES=1 any caller's X-Forwarded-For was believed: 300 anonymous logins with
// made-up addresses got no refusal, and the dev outbox answered X-Forwarded-For: 127.0.0.1 from anywhere.
describe('X-Forwarded-For from a caller that is not a trusted proxy', () => {
  const t = useTestApp({ anonymousRequestsPerMinute: 5, trustedProxies: ['10.0.0.1'] });
  const login = (socket: string, forwarded: string) =>
    t.app.request(
      '/api/v2/installer/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      },
      fromAddress(socket),
    );

  it('is not believed: made-up addresses share the caller budget', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await login('203.0.113.77', `198.51.100.${i}`)).status);
    expect(answers.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
  });

  it('is believed from the trusted proxy: each client it forwards has its own budget', async () => {
    for (let i = 0; i < 5; i++) expect((await login('10.0.0.1', '192.0.2.1')).status).toBe(404);
    expect((await login('10.0.0.1', '192.0.2.1')).status).toBe(429);
    expect((await login('10.0.0.1', '192.0.2.2')).status).toBe(404);
  });

  it('does not open the dev outbox to a remote caller claiming 127.0.0.1', async () => {
    const path = '/api/dev/outbox?to=owner.pl@example.com';
    const spoofed = await t.app.request(
      path,
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      fromAddress('203.0.113.5'),
    );
    expect(spoofed.status).toBe(403);
    const viaProxy = await t.app.request(
      path,
      { headers: { 'x-forwarded-for': '203.0.113.5' } },
      fromAddress('10.0.0.1'),
    );
    expect(viaProxy.status).toBe(403);
  });
});

describe('isLoopback', () => {
  it('knows this machine from the others', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '2001:db8::1', '1270.0.0.1'].some(isLoopback)).toBe(false);
  });
});

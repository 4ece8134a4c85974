import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectList } from '#contract/projects.ts';
import { signAccessToken } from '#server/services/auth/access-token.ts';
import { bearer, signIn, testEnv, useTestApp } from '#server/test/test-app.ts';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const DAY = 86_400_000;
type Headers = Record<string, string>;

describe('the project list kept in the shared answers', () => {
  const t = useTestApp();
  let pl: Headers;
  let ro: Headers;
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  /** The answer's JSON text as a browser gets it (gzipped when it is worth it) and as a plain client gets it. */
  async function read(path: string, h: Headers) {
    const zipped = await t.app.request(path, { headers: { ...BROWSER, ...h } });
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.byteLength);
    const browser = zipped.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
    const plain = await (await t.app.request(path, { headers: h })).text();
    expect(browser).toBe(plain);
    return { text: plain, bytes, page: v.parse(projectList.response, JSON.parse(plain)) };
  }

  const create = (h: Headers, streetName: string) =>
    t.call<{ uuid: string }>('POST', '/api/v1/project', { streetName, postalCode: '00-001' }, h);

  it('keeps the first page and its gzip until a write; the write shows on the very next read', async () => {
    for (let i = 0; i < 3; i++) expect((await create(ro, `Strada Lungă ${i}`)).status).toBe(201);
    const first = await read('/api/v1/project?page=1', ro);
    expect(Buffer.byteLength(first.text)).toBeGreaterThan(1024);
    const again = await read('/api/v1/project?page=1', ro);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    // Changed behind the API's back: the kept answer goes on, as the shared answers do until a write.
    const renamed = first.page.data[1]!.uuid;
    await t.deps.db.query("UPDATE projects SET street_name = 'Strada Schimbată 9' WHERE uuid = $1", [renamed]);
    expect((await read('/api/v1/project?page=1', ro)).bytes.equals(first.bytes)).toBe(true);
    const made = await create(ro, 'Strada Nouă 1');
    const after = await read('/api/v1/project?page=1', ro);
    expect(after.page.data[0]!.uuid).toBe(made.body.uuid);
    expect(after.page.data.find((p) => p.uuid === renamed)!.street_name).toBe('Strada Schimbată 9');
    expect(after.page.total).toBe(first.page.total + 1);
  });

  it("keeps a company's page to that company, and a member's own projects to that member", async () => {
    const company = await read('/api/v1/project', pl);
    const other = await read('/api/v1/project', ro);
    expect(other.page.data.map((p) => p.uuid)).not.toEqual(company.page.data.map((p) => p.uuid));
    const member = bearer((await signIn(t, 'member.pl@example.com')).token);
    const made = await create(member, 'ul. Członkowska 2');
    expect((await read('/api/v1/project?constrainTo=mine', member)).page.data[0]!.uuid).toBe(made.body.uuid);
    expect((await read('/api/v1/project?constrainTo=mine', pl)).page.data.map((p) => p.uuid)).not.toContain(
      made.body.uuid,
    );
    expect((await read('/api/v1/project', pl)).page.data.map((p) => p.uuid)).toContain(made.body.uuid);
  });
  // Last: it moves the clock on by months.
  it("shows a project's days left dropping at the very time it drops, and the project lost at its deadline", async () => {
    const owner = await signIn(t, 'owner.pl@example.com');
    const first = (await read('/api/v1/project', bearer(owner.token))).page.data[0]!;
    const [row] = await t.deps.db.query<{ deadline_at: Date }>('SELECT deadline_at FROM projects WHERE uuid = $1', [
      first.uuid,
    ]);
    const deadline = new Date(row!.deadline_at).getTime();
    const left = first.days_left!;
    expect(left).toBeGreaterThan(1);
    /** Moves the clock to time and makes a token there: signing in is a write, which would empty the kept answers. */
    const at = async (time: number) => {
      t.clock.advance(time - t.clock.now().getTime());
      return bearer((await signAccessToken(testEnv().jwtSecret, t.clock, owner.installer.user_id)).token);
    };
    const daysLeft = async (h: Headers) =>
      (await read('/api/v1/project', h)).page.data.find((p) => p.uuid === first.uuid)?.days_left;

    // Kept 10 s before the drop; read again within the answers' 30 s life, before and after it.
    const drop = deadline - (left - 1) * DAY;
    let h = await at(drop - 10_000);
    expect(await daysLeft(h)).toBe(left);
    t.clock.advance(9_000);
    expect(await daysLeft(h)).toBe(left);
    t.clock.advance(2_000);
    expect(await daysLeft(h)).toBe(left - 1);

    h = await at(deadline - 10_000);
    expect(await daysLeft(h)).toBe(1);
    t.clock.advance(11_000);
    expect(await daysLeft(h)).toBeUndefined();
    const lost = await read('/api/v1/project?status=lost', h);
    expect(lost.page.data.find((p) => p.uuid === first.uuid)?.status.name).toBe('lost');
  });
});

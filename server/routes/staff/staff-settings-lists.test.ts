import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { behaviourList } from '#contract/behaviours.ts';
import { Config } from '#contract/config.ts';
import { RegionSettingsView } from '#contract/staff-settings.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const KEY = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const PL = '/api/staff/settings/regions/2';
const TYPE = {
  name: { en: 'Cooperative', pl: 'Spółdzielnia', cs: 'Družstvo' },
  disclaimer_state: 2,
  declaration_state: 0,
  disclaimer: { en: 'We are a cooperative.', pl: 'Jesteśmy spółdzielnią.' },
  declaration: { en: '' },
};

// Decision 0291: tier names per language, the behaviours' order, company types added and deleted.
describe('region settings lists edited by staff (decision 0291)', () => {
  const t = useTestApp();
  let content: Record<string, string>;
  let support: Record<string, string>;
  let installer: Record<string, string>;
  let settings: RegionSettingsView;
  const read = async () => v.parse(RegionSettingsView, (await t.call('GET', PL, undefined, content)).body);
  const lastAudit = async () =>
    (
      await t.deps.db.query<{ action: string; object_id: string; before: unknown; after: unknown }>(
        'SELECT action, object_id, before, after FROM staff_audit_log ORDER BY id DESC LIMIT 1',
      )
    )[0]!;
  const tiersIn = async (language: string) =>
    (
      await t.call<{ data: { id: number; name: string }[] }>('GET', '/api/v2/tiers', undefined, {
        ...installer,
        'Accept-Language': language,
      })
    ).body.data;

  beforeAll(async () => {
    expect(
      (await t.call('POST', '/api/staff/members', { email: 'content@club.example', role: 'content' }, KEY)).status,
    ).toBe(201);
    content = bearer((await staffSignIn(t, 'content@club.example')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    installer = bearer((await signIn(t, 'owner.pl@example.com')).token);
    settings = await read();
  });

  it('shows the seeded tier names in the club languages, and installers read them in theirs', async () => {
    const roof = settings.tiers.find((d) => d.tier_category === 1)!;
    expect(roof.names).toMatchObject({ en: 'Roof windows', pl: 'Okna dachowe', uk: 'Мансардні вікна' });
    expect((await tiersIn('cs')).find((d) => d.id === roof.id)?.name).toBe('Střešní okna');
    expect((await tiersIn('en')).find((d) => d.id === roof.id)?.name).toBe('Roof windows');
  });

  it('renames a tier per language: the Polish installer reads the new name, a language left empty English; audited', async () => {
    const tier = settings.tiers.find((d) => d.tier_category === 99)!;
    const body = {
      reset: tier.reset,
      brackets: tier.brackets.map(({ points, from, to }) => ({ points, from, to })),
      names: { en: 'Every product', pl: 'Każdy produkt' },
    };
    const res = await t.call<RegionSettingsView>('PUT', `${PL}/tiers/${tier.id}`, body, content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tiers.find((d) => d.id === tier.id)?.names).toEqual({ en: 'Every product', pl: 'Każdy produkt' });
    expect(await lastAudit()).toMatchObject({
      action: 'settings.tier_changed',
      before: { name: 'All products' },
      after: { name: 'Every product', languages: ['en', 'pl'] },
    });
    expect((await tiersIn('pl')).find((d) => d.id === tier.id)?.name).toBe('Każdy produkt');
    // Czech was not written: the tier's own English, not the club's shared "Všechny produkty".
    expect((await tiersIn('cs')).find((d) => d.id === tier.id)?.name).toBe('Every product');
    const refused = await t.call('PUT', `${PL}/tiers/${tier.id}`, { ...body, names: { en: ' ', xx: 'y' } }, content);
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { 'names.en': ['Write the English text: the other languages fall back to it.'] } },
    });
    expect((refused.body as { errors: Record<string, string[]> }).errors['names.xx']).toBeDefined();
  });

  it("reorders the behaviours: the installer's rewards list follows; a partial or foreign list is refused", async () => {
    const uuids = settings.behaviours.map((b) => b.uuid);
    const reversed = [...uuids].reverse();
    const before = await auditCount(t);
    for (const [sent, message] of [
      [reversed.slice(1), 'Send every behaviour of the region.'],
      [[...reversed.slice(1), reversed[1]!], 'A behaviour is in the list twice.'],
      [[...reversed.slice(1), '00000000-0000-4000-8000-000000000000'], 'One of the behaviours is not the region’s.'],
    ] as const) {
      const res = await t.call('PUT', `${PL}/behaviours-order`, { uuids: sent }, content);
      expect(res).toMatchObject({ status: 400, body: { errors: { uuids: [message] } } });
    }
    expect(await auditCount(t)).toBe(before);
    const res = await t.call<RegionSettingsView>('PUT', `${PL}/behaviours-order`, { uuids: reversed }, content);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.behaviours.map((b) => b.uuid)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({ action: 'settings.behaviours_reordered', after: { uuids: reversed } });
    const list = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?region_id=2&limit=50', undefined, installer)).body,
    );
    const shown = new Set(list.data.map((b) => b.uuid));
    expect(list.data.map((b) => b.uuid)).toEqual(reversed.filter((u) => shown.has(u)));
  });

  it('adds a company type the registration then offers, in the reader language; deletes it again', async () => {
    const missing = await t.call('POST', `${PL}/company-types`, { ...TYPE, disclaimer: { en: '' } }, content);
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { 'disclaimer.en': ['Write the English text: the registration asks installers to accept it.'] } },
    });
    const res = await t.call<RegionSettingsView>('POST', `${PL}/company-types`, TYPE, content);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const added = res.body.company_types.at(-1)!;
    expect(added).toMatchObject({ name: { en: 'Cooperative', pl: 'Spółdzielnia' }, disclaimer_state: 2 });
    expect(added.id).toBeGreaterThanOrEqual(1000);
    expect(await lastAudit()).toMatchObject({ action: 'settings.company_type_added', object_id: String(added.id) });
    const config = v.parse(Config, (await t.call('GET', '/api/v1/config?language=pl')).body);
    expect(config.regional_settings['2']!.company_types.at(-1)).toMatchObject({
      id: added.id,
      name_translated: 'Spółdzielnia',
      disclaimer_translated: 'Jesteśmy spółdzielnią.',
    });
    const deleted = await t.call<RegionSettingsView>('DELETE', `${PL}/company-types/${added.id}`, undefined, content);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.company_types.some((c) => c.id === added.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'settings.company_type_deleted',
      before: { name: 'Cooperative' },
    });
    const after = v.parse(Config, (await t.call('GET', '/api/v1/config?language=pl')).body);
    expect(after.regional_settings['2']!.company_types.some((c) => c.id === added.id)).toBe(false);
    expect((await t.call('DELETE', `${PL}/company-types/${added.id}`, undefined, content)).status).toBe(404);
  });

  it('refuses to delete a company type companies have, saying how many; another region’s type is not found', async () => {
    const [row] = await t.deps.db.query<{ id: number; n: number }>(
      `SELECT t.id, count(c.id)::int AS n FROM company_types t JOIN companies c ON c.company_type_id = t.id
        WHERE t.region_id = 2 GROUP BY t.id ORDER BY n DESC LIMIT 1`,
    );
    expect(row).toBeDefined();
    const before = await auditCount(t);
    const res = await t.call('DELETE', `${PL}/company-types/${row!.id}`, undefined, content);
    expect(res).toMatchObject({
      status: 409,
      body: {
        message: `Companies with this company type: ${row!.n}. It cannot be deleted while companies have it; change their company type first.`,
      },
    });
    expect(await auditCount(t)).toBe(before);
    const [foreign] = await t.deps.db.query<{ id: number }>('SELECT id FROM company_types WHERE region_id = 3 LIMIT 1');
    expect((await t.call('DELETE', `${PL}/company-types/${foreign!.id}`, undefined, content)).status).toBe(404);
  });

  it('refuses the new calls to support staff (403) and to a call without a staff session (401)', async () => {
    const calls: [string, string, unknown][] = [
      ['PUT', `${PL}/behaviours-order`, { uuids: settings.behaviours.map((b) => b.uuid) }],
      ['POST', `${PL}/company-types`, TYPE],
      ['DELETE', `${PL}/company-types/${settings.company_types[0]!.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, body, support)).status).toBe(403);
      expect((await t.call(method, path, body)).status).toBe(401);
      expect((await t.call(method, path, body, installer)).status).toBe(401);
    }
    const tier = settings.tiers[0]!;
    const rename = { reset: tier.reset, brackets: [{ points: 0, from: 0, to: null }], names: { en: 'X' } };
    expect((await t.call('PUT', `${PL}/tiers/${tier.id}`, rename, support)).status).toBe(403);
  });
});

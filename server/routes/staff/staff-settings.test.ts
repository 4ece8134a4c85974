import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { behaviourList } from '#contract/behaviours.ts';
import { Config } from '#contract/config.ts';
import { RegionSettingsView } from '#contract/staff-settings.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const KEY = { 'X-Operator-Key': TEST_OPERATOR_KEY };
const PL = '/api/staff/settings/regions/2';

describe('region settings edited by staff (decision 0288)', () => {
  const t = useTestApp();
  let content: Record<string, string>;
  let installer: Record<string, string>;
  let settings: RegionSettingsView;
  const read = async () => v.parse(RegionSettingsView, (await t.call('GET', PL, undefined, content)).body);
  const lastAudit = async () =>
    (
      await t.deps.db.query<{ action: string; object_id: string; before: unknown; after: unknown; staff_id: number }>(
        'SELECT action, object_id, before, after, staff_id FROM staff_audit_log ORDER BY id DESC LIMIT 1',
      )
    )[0]!;

  beforeAll(async () => {
    for (const [email, role] of [
      ['content@club.example', 'content'],
      ['ops@club.example', 'operations'],
    ]) {
      expect((await t.call('POST', '/api/staff/members', { email, role }, KEY)).status).toBe(201);
    }
    content = bearer((await staffSignIn(t, 'content@club.example')).token);
    installer = bearer((await signIn(t, 'owner.pl@example.com')).token);
    settings = await read();
  });

  it('lets content and admin read and write; 403 for support and operations, 401 without a session', async () => {
    const support = bearer((await staffSignIn(t, SUPPORT)).token);
    const ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
    for (const who of [support, ops]) {
      expect((await t.call('GET', PL, undefined, who)).status).toBe(403);
      const put = await t.call(
        'PUT',
        `${PL}/general`,
        { min_order_points: 1, employee_limit: null, welcome_points: 1 },
        who,
      );
      expect(put).toMatchObject({ status: 403, body: { message: 'Your staff role does not allow this.' } });
    }
    expect((await t.call('GET', PL)).status).toBe(401);
    expect((await t.call('GET', PL, undefined, installer)).status).toBe(401);
    expect((await t.call('GET', '/api/staff/settings/regions', undefined, content)).status).toBe(200);
    expect((await t.call('GET', '/api/staff/settings/regions/99', undefined, content)).status).toBe(400);
  });

  it('shows every setting of the region with its texts per language', () => {
    expect(settings.region).toMatchObject({ id: 2, slug: 'pl', language: 'pl' });
    expect(settings.general).toEqual({ min_order_points: 128, employee_limit: 10, welcome_points: 20 });
    const recommend = settings.behaviours.find((b) => b.slug === 'recommend')!;
    expect(recommend).toMatchObject({ points: 50, active: true });
    expect(recommend.name).toMatchObject({ en: 'Recommend a colleague', pl: 'Poleć kolegę' });
    expect(settings.tiers.find((d) => d.tier_category === 1)).toMatchObject({
      reset: { month: 1, day: 1 },
      brackets: [
        { level: 1, points: 0, from: 0, to: 9 },
        { level: 2, points: 50, from: 10, to: 29 },
        { level: 3, points: 150, from: 30, to: 59 },
        { level: 4, points: 300, from: 60, to: null },
      ],
    });
    expect(settings.basic_points.some((p) => p.points !== null)).toBe(true);
    expect(settings.company_types.find((c) => c.name.en === 'Sole trader')?.name.pl).toBe(
      'Jednoosobowa działalność gospodarcza',
    );
  });

  it("changes a behaviour's points and texts: the installer's list shows them at once, in their language, audited", async () => {
    const recommend = settings.behaviours.find((b) => b.slug === 'recommend')!;
    const before = await auditCount(t);
    const res = await t.call(
      'PUT',
      `${PL}/behaviours/${recommend.uuid}`,
      {
        name: { en: 'Recommend a fellow installer', pl: 'Poleć montażystę' },
        description: { en: 'Points when the installer you invited registers.' },
        icon: 'user-plus',
        points: 75,
        active: true,
      },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await auditCount(t)).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'settings.behaviour_changed',
      object_id: recommend.uuid,
      before: { points: 50 },
      after: { points: 75, region: 2, languages: ['en', 'pl'] },
    });
    const list = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?region_id=2', undefined, installer)).body,
    );
    const shown = list.data.find((b) => b.uuid === recommend.uuid)!;
    expect(shown).toMatchObject({ points: '75', name: 'Poleć montażystę' });
    // Polish description emptied: English, not the club's shared Polish text.
    expect(shown.description).toBe('Points when the installer you invited registers.');
    // The same behaviour slug in Romania keeps the club's shared texts.
    const ro = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?region_id=3', undefined, installer)).body,
    );
    expect(ro.data.find((b) => b.slug === 'recommend')?.name).toBe('Poleć kolegę');
    // The kept configuration is read again: the public config has the new name.
    const config = v.parse(Config, (await t.call('GET', '/api/v1/config?language=pl')).body);
    expect(config.behaviours['2']!.find((b) => b.uuid === recommend.uuid)).toMatchObject({
      points: '75',
      name: 'Poleć montażystę',
    });
  });

  it('refuses an overlapping bracket with a message naming both, and changes nothing', async () => {
    const tier = settings.tiers.find((d) => d.tier_category === 1)!;
    const before = await auditCount(t);
    const res = await t.call(
      'PUT',
      `${PL}/tiers/${tier.id}`,
      {
        reset: { month: 1, day: 1 },
        brackets: [
          { points: 0, from: 0, to: 9 },
          { points: 50, from: 10, to: 29 },
          { points: 150, from: 25, to: null },
        ],
      },
      content,
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        errors: {
          'brackets.2.from': ['Bracket 3 overlaps bracket 2: it starts at 25, but bracket 2 runs to 29.'],
        },
      },
    });
    const gap = await t.call(
      'PUT',
      `${PL}/tiers/${tier.id}`,
      {
        reset: { month: 1, day: 1 },
        brackets: [
          { points: 0, from: 0, to: 9 },
          { points: 50, from: 12, to: null },
        ],
      },
      content,
    );
    expect(gap.body).toMatchObject({
      errors: { 'brackets.1.from': ['Bracket 2 leaves a gap after bracket 1: it must start at 10.'] },
    });
    expect(await auditCount(t)).toBe(before);
    expect((await read()).tiers.find((d) => d.id === tier.id)!.brackets).toEqual(tier.brackets);
  });

  it("sets a tier's brackets and reset day: the installer's tiers show them", async () => {
    const tier = settings.tiers.find((d) => d.tier_category === 2)!;
    const res = await t.call(
      'PUT',
      `${PL}/tiers/${tier.id}`,
      {
        reset: { month: 4, day: 1 },
        brackets: [
          { points: 0, from: 0, to: 4 },
          { points: 40, from: 5, to: null },
        ],
      },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await lastAudit()).action).toBe('settings.tier_changed');
    const tiers = await t.call<{ data: { id: number; reset_at: string; brackets: { from: number }[] }[] }>(
      'GET',
      '/api/v2/tiers',
      undefined,
      installer,
    );
    const shown = tiers.body.data.find((d) => d.id === tier.id)!;
    expect(shown.brackets.map((b) => b.from)).toEqual([0, 5]);
    expect(shown.reset_at).toMatch(/-04-01T00:00:00\.000Z$/);
  });

  it('sets minimum order, employee limit and welcome points; the order and config follow', async () => {
    const res = await t.call(
      'PUT',
      `${PL}/general`,
      { min_order_points: 140, employee_limit: null, welcome_points: 35 },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'settings.general_changed',
      before: { min_order_points: 128, employee_limit: 10, welcome_points: 20 },
      after: { min_order_points: 140, employee_limit: null, welcome_points: 35 },
    });
    const config = v.parse(Config, (await t.call('GET', '/api/v1/config')).body);
    expect(config.regional_settings['2']).toMatchObject({ min_order_points: 140, employee_limit: null });
    const welcome = await t.call<{ behaviours: Record<string, { welcome_points: number }> }>(
      'GET',
      '/api/v1/settings',
      undefined,
      installer,
    );
    expect(welcome.body.behaviours['2']!.welcome_points).toBe(35);
    const refused = await t.call(
      'PUT',
      `${PL}/general`,
      { min_order_points: -1, employee_limit: 0, welcome_points: 1.5 },
      content,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          min_order_points: ['Enter 0 or more.'],
          employee_limit: ['The employee limit must be at least 1, or no limit.'],
          welcome_points: ['Enter a whole number.'],
        },
      },
    });
  });

  it('sets basic points per product type (null: none), refusing an unknown type', async () => {
    const [first, second] = settings.basic_points;
    const res = await t.call<RegionSettingsView>(
      'PUT',
      `${PL}/basic-points`,
      {
        points: [
          { product_type_id: first!.product_type_id, points: 12 },
          { product_type_id: second!.product_type_id, points: null },
        ],
      },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.basic_points.slice(0, 2).map((p) => p.points)).toEqual([12, null]);
    const unknown = await t.call(
      'PUT',
      `${PL}/basic-points`,
      { points: [{ product_type_id: 999, points: 1 }] },
      content,
    );
    expect(unknown).toMatchObject({ status: 400, body: { message: 'One of the product types is not the club’s.' } });
  });

  it('changes a company type per language; a disclaimer asked for needs its English', async () => {
    const type = settings.company_types.find((c) => c.name.en === 'Sole trader')!;
    const body = {
      name: { en: 'Sole proprietor', pl: 'Działalność jednoosobowa' },
      disclaimer_state: 2,
      declaration_state: 0,
      disclaimer: { en: '' },
      declaration: { en: '' },
    };
    const refused = await t.call('PUT', `${PL}/company-types/${type.id}`, body, content);
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { 'disclaimer.en': ['Write the English text: the registration asks installers to accept it.'] } },
    });
    const res = await t.call(
      'PUT',
      `${PL}/company-types/${type.id}`,
      { ...body, disclaimer: { en: 'I work on my own account.', pl: 'Pracuję na własny rachunek.' } },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const config = v.parse(Config, (await t.call('GET', '/api/v1/config?language=pl')).body);
    expect(config.regional_settings['2']!.company_types.find((c) => c.id === type.id)).toMatchObject({
      name_translated: 'Działalność jednoosobowa',
      disclaimer_translated: 'Pracuję na własny rachunek.',
    });
    // Other regions' "Sole trader" keeps the club's shared Polish name.
    const other = config.regional_settings['3']!.company_types.find((c) => c.disclaimer_state === 2);
    expect(other?.name_translated).toBe('Jednoosobowa działalność gospodarcza');
  });

  it('adds a behaviour that installers of the region then see', async () => {
    const res = await t.call<RegionSettingsView>(
      'POST',
      `${PL}/behaviours`,
      {
        name: { en: 'Photo of the month' },
        description: { en: 'Send the best photo of a roof.' },
        icon: 'camera',
        points: 30,
        active: true,
      },
      content,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.behaviours.at(-1)).toMatchObject({ slug: 'photo-of-the-month', points: 30 });
    const list = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?region_id=2&limit=50', undefined, installer)).body,
    );
    expect(list.data.at(-1)).toMatchObject({ name: 'Photo of the month', points: '30' });
  });
});

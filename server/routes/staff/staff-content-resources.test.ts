import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '#contract/content.ts';
import type { StaffResource } from '#contract/staff-content.ts';
import { auditCount, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const POLAND = 2;

describe('resources per language (decision 0289, migration 0031)', () => {
  const t = useTestApp();
  let editor: Record<string, string>;
  let installer: Record<string, string>;
  beforeAll(async () => {
    const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    await t.call('POST', '/api/staff/members', { email: 'texts@club.example', role: 'content' }, key);
    editor = bearer((await staffSignIn(t, 'texts@club.example')).token);
    installer = bearer((await signIn(t, 'member.pl@example.com')).token);
  });

  const tile = (over: Record<string, unknown> = {}) => ({
    kind: 'training',
    versions: {
      en: { title: 'Trainings near you', description: 'Dates and places.' },
      pl: { title: 'Szkolenia w pobliżu', description: 'Terminy i miejsca.' },
    },
    fallback_language: 'en',
    url: 'https://pl.club.example.com/trainings-near',
    position: 50,
    active: true,
    ...over,
  });

  const reads = async (language: string, query = '') => {
    const res = await t.call<Resource[]>('GET', `/api/v1/resources${query}`, undefined, {
      ...installer,
      'Accept-Language': language,
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('keeps the seeded texts in all 15 languages, falling back to Polish in Poland, English elsewhere', async () => {
    const list = await t.call<StaffResource[]>('GET', `/api/staff/regions/${POLAND}/resources`, undefined, editor);
    expect(list.body[0]).toMatchObject({ fallback_language: 'pl', versions: { pl: { title: 'Instrukcje montażu' } } });
    const romania = await t.call<StaffResource[]>('GET', '/api/staff/regions/3/resources', undefined, editor);
    expect(romania.body[0]).toMatchObject({
      fallback_language: 'en',
      versions: { ro: { title: 'Instrucțiuni de montaj' } },
    });
    expect(Object.keys(romania.body[0]!.versions)).toHaveLength(15);
  });

  it('gives each installer the version in the language the app asks for, else the fallback', async () => {
    const created = await t.call<StaffResource>('POST', `/api/staff/regions/${POLAND}/resources`, tile(), editor);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.versions.pl).toEqual({ title: 'Szkolenia w pobliżu', description: 'Terminy i miejsca.' });
    const mine = (list: Resource[]) => list.find((r) => r.uuid === created.body.uuid);

    expect(mine(await reads('pl'))).toMatchObject({ language: 'pl', title: 'Szkolenia w pobliżu' });
    expect(mine(await reads('cs'))).toMatchObject({ language: 'en', title: 'Trainings near you' });
    expect(mine(await reads('pl', '?language=en'))).toMatchObject({ title: 'Trainings near you' });
    // Without a language from the app, the profile's (Polish for this member).
    expect(mine(await reads('*'))).toMatchObject({ language: 'pl' });

    // A language left out is removed; the fallback is then Polish.
    const audits = await auditCount(t);
    const changed = await t.call<StaffResource>(
      'PUT',
      `/api/staff/resources/${created.body.uuid}`,
      tile({ versions: { pl: { title: 'Szkolenia', description: '' } }, fallback_language: 'pl' }),
      editor,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(Object.keys(changed.body.versions)).toEqual(['pl']);
    expect(await auditCount(t)).toBe(audits + 1);
    expect(mine(await reads('en'))).toMatchObject({ language: 'pl', title: 'Szkolenia' });
  });

  it('refuses a tile without a version in its fallback language or in an unknown language, never 5xx', async () => {
    const cases = [
      tile({ fallback_language: 'cs' }),
      tile({ versions: { xx: { title: 'X', description: '' } }, fallback_language: 'en' }),
      tile({ versions: {} }),
      tile({ versions: { en: { title: '   ', description: '' } } }),
      tile({ title: 'Old shape' }),
    ];
    for (const body of cases) {
      const res = await t.call<{ errors?: Record<string, string[]> }>(
        'POST',
        `/api/staff/regions/${POLAND}/resources`,
        body,
        editor,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const fallback = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      `/api/staff/regions/${POLAND}/resources`,
      tile({ fallback_language: 'cs' }),
      editor,
    );
    expect(fallback.body.errors.fallback_language).toEqual(['The fallback language needs a version of its own.']);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Headers = Record<string, string>;
interface Question {
  id: number;
  question: string;
  answers: { id: number; text: string }[];
}
interface ScanLike {
  serial_number: string;
  type: string;
  variant: string;
  size: string;
}

// docs/decisions/0024: the seeded product types, variants and project survey in the reader's language.
describe('seeded content in the reader language', () => {
  const t = useTestApp();
  let pl: Headers;
  let uk: Headers;
  let en: Headers;
  let project: string;
  beforeAll(async () => {
    const setLanguage = (email: string, code: string) =>
      t.deps.db.query('UPDATE users SET language_id = (SELECT id FROM languages WHERE code = $2) WHERE email = $1', [
        email,
        code,
      ]);
    // The PL member reads Ukrainian and the RO owner English (both are real choices in the profile).
    await setLanguage('member.pl@example.com', 'uk');
    await setLanguage('owner.ro@example.com', 'en');
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    uk = bearer((await signIn(t, 'member.pl@example.com')).token);
    en = bearer((await signIn(t, 'owner.ro@example.com')).token);
    const created = await t.call<{ uuid: string }>(
      'POST',
      '/api/v1/project',
      { streetName: 'ul. Językowa 1', postalCode: '00-001' },
      pl,
    );
    project = created.body.uuid;
  });

  const questions = async (h: Headers) =>
    (await t.call<{ data: Question[] }>('GET', '/api/v1/project-survey/questions', undefined, h)).body.data;

  it('serves the project survey in Polish, Ukrainian and English with the same answer ids', async () => {
    const [p, u, e] = await Promise.all([questions(pl), questions(uk), questions(en)]);
    expect(p[0]).toEqual({
      id: 1,
      question: 'Jakie to było zlecenie?',
      answers: [
        { id: 11, text: 'Nowa budowa' },
        { id: 12, text: 'Remont' },
        { id: 13, text: 'Wymiana starych okien' },
      ],
    });
    expect(u[2]?.question).toBe('Наскільки клієнт був задоволений?');
    expect(u[2]?.answers.map((a) => a.text)).toEqual(['Дуже задоволений', 'Задоволений', 'Незадоволений']);
    expect(e[1]).toEqual({
      id: 2,
      question: 'Who chose the products?',
      answers: [
        { id: 21, text: 'The customer' },
        { id: 22, text: 'I recommended them' },
        { id: 23, text: 'An architect' },
      ],
    });
    const ids = (qs: Question[]) => qs.map((q) => [q.id, q.answers.map((a) => a.id)]);
    expect(ids(p)).toEqual(ids(e));
    expect(ids(u)).toEqual(ids(e));
  });

  it('names the product type and variant of a scan in the reader language; the size stays a code', async () => {
    const added = await t.call<ScanLike>(
      'POST',
      '/api/v2/scans',
      { project_uuid: project, code: 'RW-DEMO-0001', uuid: randomUUID() },
      pl,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ type: 'Okno dachowe', variant: 'Sosna, lakier biały', size: 'CK02 55×78' });

    const detail = await t.call<{ products: ScanLike[] }>('GET', `/api/v1/project/${project}`, undefined, uk);
    expect(detail.body.products[0]).toMatchObject({ type: 'Мансардне вікно', variant: 'Сосна, білий лак' });
    const list = await t.call<{ data: ScanLike[] }>('GET', `/api/v1/product?projects_id=${project}`, undefined, pl);
    expect(list.body.data[0]).toMatchObject({ type: 'Okno dachowe', variant: 'Sosna, lakier biały' });

    const [company] = await t.deps.db.query<{ uuid: string }>(
      "SELECT c.uuid::text AS uuid FROM companies c JOIN users u ON u.company_id = c.id WHERE u.email = 'owner.pl@example.com'",
    );
    const stats = await t.call<{ current_year: { by_type: { type: string; type_slug: string }[] } }>(
      'GET',
      `/api/v1/company/${company!.uuid}/scans/stats`,
      undefined,
      uk,
    );
    expect(stats.body.current_year.by_type).toContainEqual(
      expect.objectContaining({ type: 'Мансардне вікно', type_slug: 'roof-window' }),
    );
  });

  it('names the basic-points product types in the reader language, English for an English reader', async () => {
    const names = async (h: Headers) =>
      (await t.call<{ data: { type_slug: string; name: string }[] }>('GET', '/api/v1/points/basic', undefined, h)).body
        .data;
    expect(await names(pl)).toContainEqual(
      expect.objectContaining({ type_slug: 'flashing', name: 'Kołnierz uszczelniający' }),
    );
    expect(await names(uk)).toContainEqual(expect.objectContaining({ type_slug: 'flashing', name: 'Оклад' }));
    expect(await names(en)).toContainEqual(expect.objectContaining({ type_slug: 'flashing', name: 'Flashing' }));
  });
});

// Decision 0287: the language the app shows (Accept-Language, the one chosen on the device) wins over the profile's,
// as for the club's other texts (0281); `*` (nothing chosen) leaves the profile's.
describe('seeded content in the language the request asks for', () => {
  const t = useTestApp();
  let roOwner: Headers;
  let project: string;
  beforeAll(async () => {
    roOwner = bearer((await signIn(t, 'owner.ro@example.com')).token);
    const created = await t.call<{ uuid: string }>(
      'POST',
      '/api/v1/project',
      { streetName: 'Strada Limbii 1', postalCode: '010001' },
      roOwner,
    );
    project = created.body.uuid;
  });
  const asking = (language: string) => ({ ...roOwner, 'Accept-Language': language });

  it('serves the survey in Polish or Ukrainian to a Romanian profile that asks for it, Romanian for any', async () => {
    const survey = async (h: Headers) =>
      (await t.call<{ data: Question[] }>('GET', '/api/v1/project-survey/questions', undefined, h)).body.data;
    expect((await survey(asking('pl')))[0]?.question).toBe('Jakie to było zlecenie?');
    expect((await survey(asking('uk')))[2]?.question).toBe('Наскільки клієнт був задоволений?');
    expect((await survey(asking('*')))[0]?.question).toBe('Ce fel de lucrare a fost?');
  });

  it('names the product type and variant of a scan, its project and the stats in the asked language', async () => {
    const added = await t.call<ScanLike>(
      'POST',
      '/api/v2/scans',
      { project_uuid: project, code: 'RW-DEMO-0002', uuid: randomUUID() },
      asking('pl-PL,pl;q=0.9'),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ type: 'Okno do płaskiego dachu' });
    const detail = await t.call<{ products: ScanLike[] }>('GET', `/api/v1/project/${project}`, undefined, asking('uk'));
    expect(detail.body.products[0]).toMatchObject({ type: 'Вікно для плоскої покрівлі' });
    const list = await t.call<{ data: ScanLike[] }>(
      'GET',
      `/api/v1/product?projects_id=${project}`,
      undefined,
      asking('pl'),
    );
    expect(list.body.data[0]).toMatchObject({ type: 'Okno do płaskiego dachu' });
    const names = await t.call<{ data: { type_slug: string; name: string }[] }>(
      'GET',
      '/api/v1/points/basic',
      undefined,
      asking('pl'),
    );
    expect(names.body.data).toContainEqual(
      expect.objectContaining({ type_slug: 'flashing', name: 'Kołnierz uszczelniający' }),
    );
  });
});

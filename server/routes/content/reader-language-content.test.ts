import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Config } from '#contract/config.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Headers = Record<string, string>;
interface Named {
  slug: string;
  name: string;
  description: string;
}

// docs/decisions/0281: the seeded club texts in the reader's language (the profile's for signed-in calls, the
// request's for the public configuration), English where a language has none.
describe('club texts in the reader language', () => {
  const t = useTestApp();
  let pl: Headers;
  let hu: Headers;
  let en: Headers;
  beforeAll(async () => {
    const setLanguage = (email: string, code: string) =>
      t.deps.db.query('UPDATE users SET language_id = (SELECT id FROM languages WHERE code = $2) WHERE email = $1', [
        email,
        code,
      ]);
    // In the Polish company the owner reads Polish and the member Hungarian; the Romanian owner reads English.
    await setLanguage('member.pl@example.com', 'hu');
    await setLanguage('owner.ro@example.com', 'en');
    // The club's announcement reaches the member too, with the same English text as the owner's.
    await t.deps.db.query(
      `INSERT INTO notifications (user_id, type, title, text, event, meta, created_at)
       SELECT u.id, n.type, n.title, n.text, n.event, n.meta, n.created_at FROM notifications n, users u
       WHERE n.event = 'club.rules_changed' AND n.user_id = (SELECT id FROM users WHERE email = 'owner.pl@example.com')
         AND u.email IN ('member.pl@example.com', 'owner.ro@example.com')`,
    );
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    hu = bearer((await signIn(t, 'member.pl@example.com')).token);
    en = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  const get = async <T>(path: string, h?: Headers) => {
    const res = await t.call<T>('GET', path, undefined, h);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('answers the hero slide titles in the reader language', async () => {
    const titles = async (h: Headers) =>
      (await get<{ hero_images: { title: string }[] }>('/api/v1/settings?region_id=2', h)).hero_images.map(
        (x) => x.title,
      );
    expect(await titles(pl)).toEqual(['Witamy w Installer Club', 'Wydaj punkty w sklepie', 'Szkolenia letnie']);
    expect(await titles(hu)).toEqual([
      'Üdvözöljük az Installer Clubban',
      'Váltsa be pontjait a webshopban',
      'Nyári képzések',
    ]);
    expect(await titles(en)).toEqual([
      'Welcome to the Installer Club',
      'Spend your points in the shop',
      'Summer trainings',
    ]);
  });

  it('answers the rewards behaviours with names and descriptions in the reader language', async () => {
    const scan = async (h: Headers) =>
      (await get<{ data: Named[] }>('/api/v1/behaviour?region_id=2', h)).data.find((b) => b.slug === 'scan-window');
    expect(await scan(pl)).toMatchObject({
      name: 'Zeskanuj okno dachowe',
      description: 'Punkty podstawowe za każde okno dachowe zeskanowane do projektu.',
    });
    expect(await scan(hu)).toMatchObject({
      name: 'Tetőtéri ablak szkennelése',
      description: 'Alappontok minden projekthez beszkennelt tetőtéri ablakért.',
    });
    expect(await scan(en)).toMatchObject({
      name: 'Scan a roof window',
      description: 'Basic points for every roof window scanned into a project.',
    });
    // The app names its interface language: it wins over the profile's; a language the club has not does not.
    expect(await scan({ ...pl, 'Accept-Language': 'hu' })).toMatchObject({ name: 'Tetőtéri ablak szkennelése' });
    expect(await scan({ ...pl, 'Accept-Language': 'en-GB,en;q=0.9' })).toMatchObject({ name: 'Scan a roof window' });
    expect(await scan({ ...pl, 'Accept-Language': 'de-DE' })).toMatchObject({ name: 'Zeskanuj okno dachowe' });
    expect(await scan({ ...hu, 'Accept-Language': '*' })).toMatchObject({ name: 'Tetőtéri ablak szkennelése' });
    expect(await scan({ ...en, 'Accept-Language': 'pl' })).toMatchObject({ name: 'Zeskanuj okno dachowe' });
    const polish = (await get<{ data: Named[] }>('/api/v1/behaviour', pl)).data;
    expect(polish.find((b) => b.slug === 'welcome-points')?.name).toBe('Punkty powitalne');
    expect(polish.find((b) => b.slug === 'project-of-the-month')?.name).toBe('Projekt miesiąca');
  });

  it('answers certificates, promotion names, print services and announcements in the reader language', async () => {
    const certs = async (h: Headers) => (await get<Named[]>('/api/v1/behaviour/certificates', h)).map((c) => c.name);
    expect(await certs(pl)).toContain('Certyfikowany montażysta okien dachowych');
    expect(await certs(hu)).toContain('Fénycsatorna-beépítő');
    expect(await certs(en)).toEqual(['Certified roof-window installer']);

    const events = async (h: Headers) => {
      const first = await get<{ data: { event: string }[]; meta: { last_page: number } }>(
        '/api/v1/points/history?page=1',
        h,
      );
      const all = first.data.map((e) => e.event);
      for (let page = 2; page <= first.meta.last_page; page += 1) {
        all.push(
          ...(await get<{ data: { event: string }[] }>(`/api/v1/points/history?page=${page}`, h)).data.map(
            (e) => e.event,
          ),
        );
      }
      return all;
    };
    const [plEvents, huEvents] = await Promise.all([events(pl), events(hu)]);
    expect(plEvents).toEqual(expect.arrayContaining(['Promocja wiosenna', 'Promocja letnia']));
    expect(plEvents).not.toContain('Spring promotion');
    expect(huEvents).toEqual(expect.arrayContaining(['Tavaszi akció', 'Nyári akció']));

    const services = async (h: Headers) =>
      (await get<{ services: { text: string }[] }>('/api/v1/shop/marketing-services', h)).services.map((s) => s.text);
    expect((await services(pl)).slice(0, 2)).toEqual(['Montaż okien dachowych', 'Wymiana okien dachowych']);
    expect((await services(hu)).slice(0, 2)).toEqual(['Tetőtéri ablakok beépítése', 'Tetőtéri ablakok cseréje']);
    expect((await services(en)).slice(0, 2)).toEqual(['Roof window installation', 'Roof window replacement']);

    const rules = async (h: Headers) => {
      const list = await get<{ data: { uuid: string; event: string; title: string; text: string }[] }>(
        '/api/v1/notifications?limit=50',
        h,
      );
      const found = list.data.find((n) => n.event === 'club.rules_changed');
      expect(found).toBeDefined();
      const one = await get<{ title: string; text: string }>(`/api/v1/notifications/${found!.uuid}`, h);
      expect(one.title).toBe(found!.title);
      const marked = await t.call<{ title: string }>(
        'PATCH',
        `/api/v1/notifications/${found!.uuid}`,
        { mark: 'read' },
        h,
      );
      expect(marked.status).toBe(200);
      expect(marked.body.title).toBe(found!.title);
      return [found!.title, found!.text];
    };
    expect(await rules(pl)).toEqual([
      'Nowy regulamin klubu od 1 stycznia',
      'Regulamin klubu zmienia się 1 stycznia 2027 r. Zapoznaj się z nowymi warunkami.',
    ]);
    expect((await rules(hu))[0]).toBe('Új klubszabályzat január 1-jétől');
    expect((await rules(en))[0]).toBe('New club rules from 1 January');
    expect((await rules({ ...pl, 'Accept-Language': 'en' }))[0]).toBe('New club rules from 1 January');
    expect((await rules({ ...en, 'Accept-Language': 'uk' }))[0]).toBe('Нові правила клубу з 1 січня');
  });

  it('answers the public configuration in the language asked for, English for none or an unknown one', async () => {
    const config = async (query: string, path = '/api/v1/config/public') =>
      v.parse(Config, await get(`${path}${query}`));
    const [plConfig, huConfig, xxConfig, plain, fullHu] = await Promise.all([
      config('?language=pl'),
      config('?language=hu'),
      config('?language=xx'),
      config(''),
      config('?language=hu', '/api/v1/config'),
    ]);
    const types = (c: Config) => c.regional_settings['2']!.company_types;
    expect(types(plConfig).map((x) => x.name_translated)).toEqual([
      'Firma dekarska',
      'Jednoosobowa działalność gospodarcza',
      'Generalny wykonawca budowlany',
    ]);
    expect(types(plConfig)[2]!.declaration_translated).toBe(
      'Oświadczam, że podane dane firmy są prawdziwe i że jestem uprawniony(-a) do reprezentowania firmy.',
    );
    expect(types(plConfig)[0]!.disclaimer_translated).toBe('');
    expect(types(huConfig)[1]).toMatchObject({
      name_translated: 'Egyéni vállalkozó',
      disclaimer_translated:
        'Megerősítem, hogy a cég saját nevében végez tetőfedési vagy tetőtéri ablak beépítési munkákat.',
    });
    expect(huConfig.behaviours['2']!.find((b) => b.slug === 'welcome-points')?.name).toBe('Üdvözlő pontok');
    expect(fullHu).toEqual(huConfig);
    for (const english of [xxConfig, plain]) {
      expect(types(english).map((x) => x.name_translated)).toEqual([
        'Roofing company',
        'Sole trader',
        'General building contractor',
      ]);
      expect(english.behaviours['2']!.find((b) => b.slug === 'welcome-points')?.name).toBe('Welcome points');
    }
    expect(xxConfig).toEqual(plain);
    // Without ?language=, the request's Accept-Language picks the language.
    const asked = await t.call<Config>('GET', '/api/v1/config/public', undefined, { 'Accept-Language': 'pl-PL' });
    expect(asked.body).toEqual(plConfig);
  });
});

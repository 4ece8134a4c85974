import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentItem, ContentPage, Resource } from '#contract/content.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

type Page = v.InferOutput<typeof ContentPage>;

describe('content: news and tutorials', () => {
  const t = useTestApp();
  const tokens: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    for (const who of ['owner.pl', 'owner.ro', 'decor.cz', 'legacy.sk']) {
      tokens[who] = bearer((await signIn(t, `${who}@example.com`)).token);
    }
  });
  const list = async (who: string, query: string) => {
    const res = await t.call<Page>('GET', `/api/v1/content?${query}`, undefined, tokens[who]);
    expect(res.status).toBe(200);
    return v.parse(ContentPage, res.body);
  };

  it('answers the Polish owner 10 news in Polish, newest first, with pictures', async () => {
    const page = await list('owner.pl', 'content_types=news&limit=20');
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 10 });
    expect(page.data.every((n) => n.content_type === 'news' && n.language === 'pl')).toBe(true);
    expect(page.data[0]!.content.title).toBe('Jesienią podwójne punkty za okna dachowe');
    const dates = page.data.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.data[0]!.media?.thumbnail).toMatch(/^\/pv\/app\/public\/files\/content\/spring-promo-thumb\.svg$/);
    expect(page.data[0]!.other_images).toHaveLength(3);
    expect(page.data[0]!.content.text).toContain('<ul>');
    expect(page.data.map((n) => n.content.title)).toContain('Karta klubowa: wymieniaj punkty na złotówki');
  });

  it('seeds safe, structured HTML bodies: no scripts, handlers or javascript: links, but for one hostile article', async () => {
    const rows = await t.deps.db.query<{ title: string; body: string }>('SELECT title, body FROM content_translations');
    expect(rows.length).toBeGreaterThan(30);
    // One article carries a script and an onerror handler on purpose, in each of the 15 club languages: the app must
    // render it harmlessly.
    const hostile = rows.filter((r) => /<script|\son\w+\s*=/i.test(r.body)).map((r) => r.title);
    expect(hostile).toHaveLength(15);
    expect(hostile).toEqual(
      expect.arrayContaining([
        'Kontrola bezpieczeństwa przed każdym wejściem na dach',
        'Safety check before every climb',
      ]),
    );
    for (const { body } of rows.filter((r) => !hostile.includes(r.title))) {
      expect(body).not.toMatch(/<script|<iframe|\son\w+\s*=|javascript:/i);
    }
    const all = rows.map((r) => r.body).join('');
    for (const tag of ['<h2>', '<p>', '<ul>', '<ol>', '<a href="https://', '<img src="/pv/app/public/files/content/']) {
      expect(all).toContain(tag);
    }
  });

  it('never shows drafts or items scheduled for later', async () => {
    const page = await list('owner.pl', 'content_types=news&limit=50&visible=0');
    expect(page.data.map((n) => n.content.title).join()).not.toMatch(/Draft|Scheduled/);
  });

  it('falls back to English per item, keeps regional items in their regions', async () => {
    // Every seeded news is in all club languages: take one item's Romanian away to see the fallback.
    await t.deps.db.query(
      `DELETE FROM content_translations WHERE language_id = (SELECT id FROM languages WHERE code = 'ro')
       AND item_id = (SELECT item_id FROM content_translations WHERE title = 'Triple glazing becomes the standard')`,
    );
    const ro = await list('owner.ro', 'content_types=news&limit=20');
    expect(ro.meta.total).toBe(10);
    const languages = new Set(ro.data.map((n) => n.language));
    expect(languages).toEqual(new Set(['ro', 'en']));
    expect(ro.data.find((n) => n.language === 'ro' && n.sticky)?.content.title).toBe(
      'Puncte duble toamna pentru ferestrele de mansardă',
    );
    expect(
      ro.data.some((n) => n.content.title.startsWith('Karta klubowa') || n.content.title.startsWith('Club card')),
    ).toBe(false);
    const sk = await list('legacy.sk', 'content_types=news&limit=20');
    expect(sk.data.every((n) => n.language === 'sk')).toBe(true);
    expect(sk.data.map((n) => n.content.title)).toContain('Certifikačné školenie v Bratislave');
  });

  it('answers the language asked for, English when the item has none, Polish last', async () => {
    const en = await list('owner.pl', 'content_types=news&limit=20&language=en');
    expect(en.data.every((n) => n.language === 'en')).toBe(true);
    await t.deps.db.query(
      `DELETE FROM content_translations WHERE language_id = (SELECT id FROM languages WHERE code = 'hu')
       AND item_id = (SELECT item_id FROM content_translations WHERE title = 'The club app now works offline')`,
    );
    const hu = await list('owner.pl', 'content_types=news&limit=20&language=hu');
    expect(hu.data.filter((n) => n.language !== 'hu').map((n) => [n.language, n.content.title])).toEqual([
      ['en', 'The club app now works offline'],
    ]);
  });

  it('filters by type: six tutorials with YouTube ids, one more in Czechia, all in the reader language', async () => {
    const pl = await list('owner.pl', 'content_types=tutorial');
    expect(pl.meta.total).toBe(6);
    expect(pl.data.every((x) => x.content_type === 'tutorial' && /^[\w-]{11}$/.test(x.content.youtube ?? ''))).toBe(
      true,
    );
    const cz = await list('decor.cz', 'content_types=tutorial');
    expect(cz.meta.total).toBe(7);
    expect(cz.data.every((x) => x.language === 'cs')).toBe(true);
    const uk = await list('owner.pl', 'content_types=tutorial&language=uk');
    expect(uk.data.every((x) => x.language === 'uk')).toBe(true);
    expect(pl.data.every((x) => x.language === 'pl')).toBe(true);
    const both = await list('owner.pl', 'content_types=news,tutorial&limit=50');
    expect(both.meta.total).toBe(16);
  });

  it('pages: limit and page give distinct slices and last_page', async () => {
    const first = await list('owner.pl', 'content_types=news&limit=4&page=1');
    const third = await list('owner.pl', 'content_types=news&limit=4&page=3');
    const beyond = await list('owner.pl', 'content_types=news&limit=4&page=9');
    expect(first.meta).toMatchObject({ last_page: 3, total: 10, per_page: 4 });
    expect(first.data).toHaveLength(4);
    expect(third.data).toHaveLength(2);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(10);
    const firstIds = new Set(first.data.map((n) => n.uuid));
    expect(third.data.some((n) => firstIds.has(n.uuid))).toBe(false);
  });

  it('options=sticky answers at most 5 sticky news for the slider', async () => {
    const pl = await list('owner.pl', 'content_types=news&options=sticky&limit=10');
    expect(pl.data).toHaveLength(3);
    expect(pl.data.every((n) => n.sticky)).toBe(true);
    expect(pl.meta.per_page).toBe(5);
    const cz = await list('decor.cz', 'content_types=news&options=sticky');
    expect(cz.data).toHaveLength(4);
  });

  it('answers one item by uuid, and 404 for unknown uuids or items of another region', async () => {
    const pl = await list('owner.pl', 'content_types=news&limit=20');
    const item = pl.data[0]!;
    const res = await t.call('GET', `/api/v1/content/${item.uuid}`, undefined, tokens['owner.pl']);
    expect(res.status).toBe(200);
    expect(v.parse(ContentItem, res.body)).toEqual(item);
    const unknown = await t.call(
      'GET',
      '/api/v1/content/00000000-0000-4000-8000-000000000000',
      undefined,
      tokens['owner.pl'],
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    const polishOnly = pl.data.find((n) => n.content.title.startsWith('Karta klubowa'))!;
    const fromRo = await t.call('GET', `/api/v1/content/${polishOnly.uuid}`, undefined, tokens['owner.ro']);
    expect(fromRo.status).toBe(404);
  });

  it('rejects bad queries with per-field messages and asks for a token', async () => {
    const bad = await t.call<{ errors: Record<string, string[]> }>(
      'GET',
      '/api/v1/content?content_types=blog&limit=0&page=x&options=pinned',
      undefined,
      tokens['owner.pl'],
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['content_types.0', 'limit', 'options.0', 'page']);
    const long = await t.call<{ errors: Record<string, string[]> }>(
      'GET',
      `/api/v1/content?content_types=${'news,'.repeat(5000)}`,
      undefined,
      tokens['owner.pl'],
    );
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.errors)).toEqual(['content_types']);
    const badId = await t.call('GET', '/api/v1/content/not-a-uuid', undefined, tokens['owner.pl']);
    expect(badId.status).toBe(400);
    expect((await t.call('GET', '/api/v1/content')).status).toBe(401);
  });
});

describe('resources', () => {
  const t = useTestApp();

  it("answers the caller's region's six link tiles, or another region's when asked", async () => {
    const auth = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const res = await t.call<Resource[]>('GET', '/api/v1/resources', undefined, auth);
    expect(res.status).toBe(200);
    const tiles = v.parse(v.array(Resource), res.body);
    expect(tiles.map((r) => r.kind)).toEqual([
      'instructions',
      'training',
      'social',
      'video',
      'dealer_finder',
      'quote_tool',
    ]);
    expect(tiles[0]).toMatchObject({
      language: 'pl',
      title: 'Instrukcje montażu',
      url: 'https://pl.club.example.com/instructions',
    });
    const ro = await t.call<Resource[]>('GET', '/api/v1/resources?region_id=3', undefined, auth);
    expect(ro.body[0]).toMatchObject({
      language: 'pl',
      title: 'Instrukcje montażu',
      url: 'https://ro.club.example.com/instructions',
    });
    // The seeded tiles are in every club language.
    const roInRomanian = await t.call<Resource[]>('GET', '/api/v1/resources?region_id=3&language=ro', undefined, auth);
    expect(roInRomanian.body[0]).toMatchObject({ language: 'ro', title: 'Instrucțiuni de montaj' });
    expect((await t.call('GET', '/api/v1/resources?region_id=99', undefined, auth)).status).toBe(400);
  });
});

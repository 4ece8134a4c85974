import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '#contract/content.ts';
import type { HeroSlide, StaffContentItem, StaffPicture } from '#contract/staff-content.ts';
import { auditCount, SUPPORT, staffSignIn } from '#server/test/staff-test-kit.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

const POLAND = 2;

describe('staff content desk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-'));
  const t = useTestApp({ dataDir });
  let editor: Record<string, string>;
  let ops: Record<string, string>;
  let support: Record<string, string>;
  let polish: Record<string, string>;
  let romanian: Record<string, string>;
  beforeAll(async () => {
    const key = { 'X-Operator-Key': TEST_OPERATOR_KEY };
    await t.call('POST', '/api/staff/members', { email: 'editor@club.example', role: 'content' }, key);
    await t.call('POST', '/api/staff/members', { email: 'ops@club.example', role: 'operations' }, key);
    editor = bearer((await staffSignIn(t, 'editor@club.example')).token);
    ops = bearer((await staffSignIn(t, 'ops@club.example')).token);
    support = bearer((await staffSignIn(t, SUPPORT)).token);
    polish = bearer((await signIn(t, 'member.pl@example.com')).token);
    romanian = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });

  const article = (over: Record<string, unknown> = {}) => ({
    content_type: 'news',
    regions: [POLAND, 3],
    versions: {
      en: { title: 'Spring fitting days', excerpt: 'Come and fit with us.', body: '<p>In English.</p>' },
      pl: {
        title: 'Wiosenne dni montażu',
        excerpt: 'Przyjdź i montuj z nami.',
        body: '<p>Po polsku.</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
      },
    },
    fallback_language: 'en',
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    sticky: false,
    visible: true,
    published_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    ...over,
  });

  const installerReads = async (who: Record<string, string>, uuid: string) =>
    t.call<ContentItem>('GET', `/api/v1/content/${uuid}`, undefined, { ...who, 'Accept-Language': '*' });

  it('lets only content staff and admins in: 401 without a session, 403 for support and operations', async () => {
    expect((await t.call('GET', '/api/staff/content')).status).toBe(401);
    for (const who of [support, ops]) {
      expect(await t.call('GET', '/api/staff/content', undefined, who)).toMatchObject({
        status: 403,
        body: { message: 'Your staff role does not allow this.' },
      });
      expect((await t.call('POST', '/api/staff/content', article(), who)).status).toBe(403);
      expect((await t.call('GET', `/api/staff/regions/${POLAND}/hero-slides`, undefined, who)).status).toBe(403);
    }
    expect((await t.call('GET', '/api/staff/content', undefined, editor)).status).toBe(200);
  });

  it('stores the text without its script, and the Polish reader gets Polish while another gets the fallback', async () => {
    const before = await auditCount(t);
    const created = await t.call<StaffContentItem>('POST', '/api/staff/content', article(), editor);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('published');
    expect(created.body.youtube).toBe('dQw4w9WgXcQ');
    const [stored] = await t.deps.db.query<{ body: string }>(
      `SELECT ct.body FROM content_translations ct JOIN languages l ON l.id = ct.language_id
       JOIN content_items i ON i.id = ct.item_id WHERE i.uuid = $1 AND l.code = 'pl'`,
      [created.body.uuid],
    );
    expect(stored!.body).toContain('Po polsku.');
    expect(stored!.body).not.toMatch(/script|alert|onerror/);

    const pl = await installerReads(polish, created.body.uuid);
    expect(pl.body).toMatchObject({ language: 'pl', content: { title: 'Wiosenne dni montażu' } });
    const ro = await installerReads(romanian, created.body.uuid);
    expect(ro.body).toMatchObject({ language: 'en', content: { title: 'Spring fitting days' } });

    const [line] = await t.deps.db.query<{ action: string; after: { languages: string[] } }>(
      'SELECT action, after FROM staff_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(await auditCount(t)).toBe(before + 1);
    expect(line).toMatchObject({ action: 'news.created', after: { languages: ['en', 'pl'] } });
  });

  it('uses the chosen fallback language for a reader whose language has no version', async () => {
    const only = article({
      regions: [3],
      versions: { ro: { title: 'Doar în română', excerpt: '', body: '<p>Text</p>' } },
      fallback_language: 'ro',
    });
    const created = await t.call<StaffContentItem>('POST', '/api/staff/content', only, editor);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await t.call<ContentItem>('GET', `/api/v1/content/${created.body.uuid}`, undefined, {
      ...romanian,
      'Accept-Language': 'hu',
    });
    expect(read.body).toMatchObject({ language: 'ro', content: { title: 'Doar în română' } });
  });

  it('hides a scheduled article from installers until its date, and a draft always', async () => {
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await t.call<StaffContentItem>(
      'POST',
      '/api/staff/content',
      article({ published_at: later }),
      editor,
    );
    expect(scheduled.body.status).toBe('scheduled');
    expect((await installerReads(polish, scheduled.body.uuid)).status).toBe(404);
    const list = await t.call<{ data: ContentItem[] }>(
      'GET',
      '/api/v1/content?content_types=news&limit=50',
      undefined,
      polish,
    );
    expect(list.body.data.map((item) => item.uuid)).not.toContain(scheduled.body.uuid);

    const draft = await t.call<StaffContentItem>('POST', '/api/staff/content', article({ visible: false }), editor);
    expect(draft.body.status).toBe('draft');
    expect((await installerReads(polish, draft.body.uuid)).status).toBe(404);

    const staffList = await t.call<{ data: { uuid: string; status: string }[] }>(
      'GET',
      `/api/staff/content?type=news&region=${POLAND}`,
      undefined,
      editor,
    );
    expect(staffList.body.data.find((row) => row.uuid === scheduled.body.uuid)?.status).toBe('scheduled');
    expect(staffList.body.data.find((row) => row.uuid === draft.body.uuid)?.status).toBe('draft');
  });

  it('refuses a bad article with messages per field and never answers 5xx', async () => {
    const bad = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/staff/content',
      article({ youtube: 'https://vimeo.com/1', fallback_language: 'cs', regions: [] }),
      editor,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.youtube).toEqual(['The YouTube link is not a YouTube video.']);
    expect(bad.body.errors.regions).toEqual(['Choose at least one region.']);
    const noTitle = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/staff/content',
      article({ versions: { en: { title: ' ', excerpt: '', body: '' } } }),
      editor,
    );
    expect(noTitle.status).toBe(400);
    expect(JSON.stringify(noTitle.body.errors)).toContain('Give the title.');
    const gone = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('PUT', `/api/staff/content/${gone}`, article(), editor)).status).toBe(404);
    expect((await t.call('DELETE', `/api/staff/content/${gone}`, undefined, editor)).status).toBe(404);
  });

  it('edits and deletes an article with an audit line each; the installer sees the change at once', async () => {
    const created = await t.call<StaffContentItem>('POST', '/api/staff/content', article(), editor);
    expect((await installerReads(polish, created.body.uuid)).body.content.title).toBe('Wiosenne dni montażu');
    const changed = article();
    (changed.versions as Record<string, { title: string }>).pl!.title = 'Nowy tytuł';
    const put = await t.call<StaffContentItem>('PUT', `/api/staff/content/${created.body.uuid}`, changed, editor);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await installerReads(polish, created.body.uuid)).body.content.title).toBe('Nowy tytuł');
    const before = await auditCount(t);
    expect((await t.call('DELETE', `/api/staff/content/${created.body.uuid}`, undefined, editor)).status).toBe(204);
    expect(await auditCount(t)).toBe(before + 1);
    expect((await installerReads(polish, created.body.uuid)).status).toBe(404);
  });

  it('keeps an uploaded picture as WebP by its content and refuses what is not a picture', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const send = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const res = await t.app.request('/api/staff/content/pictures', { method: 'POST', body: form, headers: editor });
      return { status: res.status, body: (await res.json()) as StaffPicture & { message?: string } };
    };
    const ok = await send(new Uint8Array(png), 'photo.png');
    expect(ok.status).toBe(201);
    expect(ok.body.l).toMatch(/^\/api\/v1\/media\/[\w-]+-1280\.webp$/);
    const served = await t.app.request(ok.body.l);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBe(1280);
    const script = await send(new TextEncoder().encode('<script>alert(1)</script>'), 'evil.png');
    expect(script).toMatchObject({ status: 415, body: { message: 'Upload a JPEG, PNG, WebP or AVIF picture.' } });
  });

  it('edits a region’s hero slides with titles per language and its resources', async () => {
    const slide = await t.call<HeroSlide>(
      'POST',
      `/api/staff/regions/${POLAND}/hero-slides`,
      {
        image: '/pv/app/public/files/content/hero-club-l.svg',
        link: '/shop',
        titles: { en: 'Winter in the club', pl: 'Zima w klubie' },
        active: true,
        show_content: true,
        position: 0,
      },
      editor,
    );
    expect(slide.status, JSON.stringify(slide.body)).toBe(201);
    const settings = await t.call<{ hero_images: { title: string }[] }>('GET', '/api/v1/settings', undefined, {
      ...polish,
      'Accept-Language': 'pl',
    });
    expect(settings.body.hero_images.map((h) => h.title)).toContain('Zima w klubie');
    const bad = await t.call(
      'POST',
      `/api/staff/regions/${POLAND}/hero-slides`,
      {
        image: 'https://evil.example/x.png',
        link: 'javascript:alert(1)',
        titles: {},
        active: true,
        show_content: false,
        position: 0,
      },
      editor,
    );
    expect(bad.status).toBe(400);

    const resource = await t.call<{ uuid: string }>(
      'POST',
      `/api/staff/regions/${POLAND}/resources`,
      {
        kind: 'training',
        versions: { pl: { title: 'Szkolenia', description: '' } },
        fallback_language: 'pl',
        url: 'https://club.example/szkolenia',
        position: 0,
        active: true,
      },
      editor,
    );
    expect(resource.status, JSON.stringify(resource.body)).toBe(201);
    const tiles = await t.call<{ uuid: string; title: string }[]>('GET', '/api/v1/resources', undefined, polish);
    expect(tiles.body.map((r) => r.title)).toContain('Szkolenia');
    expect((await t.call('DELETE', `/api/staff/resources/${resource.body.uuid}`, undefined, editor)).status).toBe(204);
    const after = await t.call<{ uuid: string }[]>('GET', '/api/v1/resources', undefined, polish);
    expect(after.body.map((r) => r.uuid)).not.toContain(resource.body.uuid);
  });
});

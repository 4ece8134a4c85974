import { randomUUID } from 'node:crypto';
import { pictureUrl } from '#server/services/content/pictures.ts';
import type { Queryable } from '../db.ts';
import { RESOURCE_TEXTS } from './resource-texts.ts';
import { CERTIFICATES, HELD_CERTIFICATES, heroesFor, REWARD_BEHAVIOURS, resourcesFor } from './seed-content-extras.ts';
import { NEWS } from './seed-content-news.ts';
import { TUTORIALS } from './seed-content-tutorials.ts';
import type { ItemSeed } from './seed-content-types.ts';

/** News, tutorials, resources, hero images, certificates and reward behaviours of the demo data. */
/** The club's rules every environment needs: the rewards behaviours of each region and the certificates. */
export async function seedClubRules(tx: Queryable): Promise<void> {
  const regions = await tx.query<{ id: number }>('SELECT id FROM regions WHERE registration ORDER BY id');
  for (const region of regions) {
    let position = 10;
    for (const b of REWARD_BEHAVIOURS) {
      position += 1;
      await tx.query(
        `INSERT INTO behaviours (region_id, slug, name, description, icon, points, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (region_id, slug) DO NOTHING`,
        [region.id, b.slug, b.name, b.description, b.icon, b.points, position],
      );
    }
  }
  for (const c of CERTIFICATES) {
    await tx.query('INSERT INTO certificates (slug, name, description, icon, longevity) VALUES ($1, $2, $3, $4, $5)', [
      c.slug,
      c.name,
      c.description,
      c.icon,
      c.longevity,
    ]);
  }
}

/** Demo content: news, tutorials, resources, hero slides, and the certificates the demo companies hold. */
export async function seedContent(tx: Queryable): Promise<void> {
  const regions = await tx.query<{ id: number; slug: string; registration: boolean }>(
    'SELECT id, slug, registration FROM regions ORDER BY id',
  );
  for (const item of [...NEWS, ...TUTORIALS]) await seedItem(tx, item, regions);
  for (const region of regions) {
    let position = 0;
    for (const r of resourcesFor(region.slug)) {
      position += 1;
      // A version per club language (migration 0031); the fallback is Polish in Poland, English elsewhere.
      const language = region.slug === 'pl' ? 'pl' : 'en';
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO resources (region_id, kind, fallback_language, url, icon, position)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [region.id, r.kind, language, r.url, r.icon, position],
      );
      const texts = { ...RESOURCE_TEXTS[r.kind], [language]: [r.title, r.description] };
      for (const [code, [title, description]] of Object.entries(texts)) {
        await tx.query(
          'INSERT INTO resource_translations (resource_id, language, title, description) VALUES ($1, $2, $3, $4)',
          [row!.id, code, title, description],
        );
      }
    }
    position = 0;
    for (const h of heroesFor(region.slug)) {
      position += 1;
      await tx.query(
        `INSERT INTO hero_images (region_id, image, link, title, is_active, show_content, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [region.id, pictureUrl(h.picture, 'l'), h.link, h.title, h.isActive, h.showContent, position],
      );
    }
  }
  for (const held of HELD_CERTIFICATES) {
    await tx.query(
      `INSERT INTO company_certificates (company_id, certificate_id, holder_name, issued_on, expires_on)
       SELECT u.company_id, c.id, u.name || ' ' || u.surname, $3::date, $4::date
       FROM users u, certificates c WHERE u.email = $1 AND c.slug = $2`,
      [held.email, held.slug, held.issuedOn, held.expiresOn],
    );
  }
}

async function seedItem(tx: Queryable, item: ItemSeed, regions: { id: number; slug: string }[]): Promise<void> {
  const media = item.picture
    ? { thumbnail: pictureUrl(item.picture, 'thumb'), l: pictureUrl(item.picture, 'l') }
    : null;
  const gallery = (item.gallery ?? []).map((name) => ({
    uuid: randomUUID(),
    s: pictureUrl(name, 's'),
    l: pictureUrl(name, 'l'),
  }));
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO content_items (content_type, youtube, sticky, visible, media, other_images, published_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      item.type,
      item.youtube ?? null,
      item.sticky ?? false,
      item.visible ?? true,
      media === null ? null : JSON.stringify(media),
      JSON.stringify(gallery),
      item.publishedAt,
      item.updatedAt ?? item.publishedAt,
    ],
  );
  for (const [code, text] of Object.entries(item.texts)) {
    await tx.query(
      `INSERT INTO content_translations (item_id, language_id, title, excerpt, body)
       VALUES ($1, (SELECT id FROM languages WHERE code = $2), $3, $4, $5)`,
      [row!.id, code, text.title, text.excerpt, text.body],
    );
  }
  const ids = regions.filter((r) => item.regions === 'all' || item.regions.includes(r.slug)).map((r) => r.id);
  for (const id of ids) {
    await tx.query('INSERT INTO content_regions (region_id, item_id) VALUES ($1, $2)', [id, row!.id]);
  }
}

import type { ResourceInput, StaffResource } from '#contract/staff-content.ts';
import type { Queryable } from '#server/db/db.ts';

/**
 * A region's resource tiles as the console edits them (decision 0289): the tile's kind, address, position and
 * active on its row, its title and description per language in resource_translations (migration 0031), and the
 * fallback language installers read when there is no version in theirs.
 */

type Row = Omit<StaffResource, 'versions'> & { id: number };

const RESOURCE = `SELECT id, uuid::text AS uuid, kind, fallback_language, url, icon, position, active FROM resources`;

async function withVersions(db: Queryable, rows: Row[]): Promise<StaffResource[]> {
  const texts = rows.length
    ? await db.query<{ resource_id: number; language: string; title: string; description: string }>(
        `SELECT resource_id, language, title, description FROM resource_translations
         WHERE resource_id = ANY ($1::int[]) ORDER BY language`,
        [rows.map((r) => r.id)],
      )
    : [];
  return rows.map(({ id, ...row }) => {
    const versions: StaffResource['versions'] = {};
    for (const t of texts)
      if (t.resource_id === id) versions[t.language] = { title: t.title, description: t.description };
    return { ...row, versions };
  });
}

export async function regionResourcesForStaff(db: Queryable, region: number): Promise<StaffResource[]> {
  return withVersions(db, await db.query<Row>(`${RESOURCE} WHERE region_id = $1 ORDER BY position, id`, [region]));
}

export async function resourceByUuid(db: Queryable, uuid: string): Promise<StaffResource | undefined> {
  return (await withVersions(db, await db.query<Row>(`${RESOURCE} WHERE uuid = $1::uuid`, [uuid])))[0];
}

/** Replaces a tile's versions: a language left out is removed. */
async function writeVersions(db: Queryable, id: number, versions: ResourceInput['versions']): Promise<void> {
  await db.query('DELETE FROM resource_translations WHERE resource_id = $1', [id]);
  for (const [language, text] of Object.entries(versions)) {
    await db.query(
      `INSERT INTO resource_translations (resource_id, language, title, description) VALUES ($1, $2, $3, $4)`,
      [id, language, text.title, text.description],
    );
  }
}

export async function createResource(db: Queryable, region: number, input: ResourceInput): Promise<StaffResource> {
  const [row] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO resources (region_id, kind, fallback_language, url, icon, position, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, uuid::text AS uuid`,
    [region, input.kind, input.fallback_language, input.url, input.icon ?? '', input.position, input.active],
  );
  await writeVersions(db, row!.id, input.versions);
  return (await resourceByUuid(db, row!.uuid))!;
}

export async function updateResource(
  db: Queryable,
  uuid: string,
  input: ResourceInput,
): Promise<StaffResource | undefined> {
  const [row] = await db.query<{ id: number }>(
    `UPDATE resources SET kind = $2, fallback_language = $3, url = $4, icon = $5, position = $6, active = $7
     WHERE uuid = $1::uuid RETURNING id`,
    [uuid, input.kind, input.fallback_language, input.url, input.icon ?? '', input.position, input.active],
  );
  if (!row) return undefined;
  await writeVersions(db, row.id, input.versions);
  return resourceByUuid(db, uuid);
}

export async function deleteResource(db: Queryable, uuid: string): Promise<StaffResource | undefined> {
  const before = await resourceByUuid(db, uuid);
  if (before) await db.query('DELETE FROM resources WHERE uuid = $1::uuid', [uuid]);
  return before;
}

import type { Queryable } from '#server/db/db.ts';

/** The marketing services the club offers its members, in their set order. */
export async function listMarketingServices(db: Queryable): Promise<{ id: number; text: string; icon: string }[]> {
  return db.query<{ id: number; text: string; icon: string }>(
    'SELECT id, text, icon FROM marketing_services ORDER BY position, id',
  );
}

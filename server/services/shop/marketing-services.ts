import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';

/**
 * The marketing services the club offers its members, in their set order, in the reader's language,
 * English where a service has no translation (decision 0281).
 */
export async function listMarketingServices(
  db: Queryable,
  reader: Reader = { userId: null, language: null },
): Promise<{ id: number; text: string; icon: string }[]> {
  return db.query<{ id: number; text: string; icon: string }>(
    `SELECT m.id, ${readerText('marketing_service', 'm.text', 'm.text', '$1', '$2')} AS text, m.icon
     FROM marketing_services m ORDER BY m.position, m.id`,
    [reader.userId, reader.language],
  );
}

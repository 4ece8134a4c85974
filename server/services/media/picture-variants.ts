import type { Queryable } from '#server/db/db.ts';
import type { Logger } from '#server/log.ts';
import { type PictureFormat, parsePictureName, type SourceType, widthsOf } from './picture-names.ts';
import { renderPicture } from './picture-render.ts';

export interface PictureFile {
  bytes: Uint8Array;
  format: PictureFormat;
}

/** Renderings made at once: each keeps a core busy for tens to hundreds of milliseconds. */
const PARALLEL_RENDERINGS = 2;

/**
 * The store's files by name (`<key>-<width>.<format>`). A rendering is made from the picture's source on its first
 * request and kept in media_variants, so each is made once per database, by whichever instance is asked first.
 * Requests for the same name while it is being made wait for that one rendering. Unknown names, widths the picture
 * does not offer and sources that fail to render answer null (a 404), never an error.
 */
export function createPictureFiles(db: Queryable, log: Pick<Logger, 'warn'>) {
  const making = new Map<string, Promise<PictureFile | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= PARALLEL_RENDERINGS) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };

  const make = async (key: string, width: number, format: PictureFormat): Promise<PictureFile | null> => {
    const [source] = await db.query<{ source: Uint8Array; source_type: SourceType; width: number }>(
      'SELECT source, source_type, width FROM media_pictures WHERE key = $1',
      [key],
    );
    if (!source || !widthsOf(source).includes(width)) return null;
    let bytes: Uint8Array;
    try {
      bytes = await inTurn(() => renderPicture(new Uint8Array(source.source), source.source_type, width, format));
    } catch (error) {
      log.warn({ err: error, component: 'media', key, width, format }, 'a picture could not be rendered');
      return null;
    }
    try {
      await db.query(
        `INSERT INTO media_variants (key, width, format, bytes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key, width, format) DO NOTHING`,
        [key, width, format, bytes],
      );
    } catch (error) {
      // Removed by the clean-up while it was being made (unused-pictures.ts): gone, so a 404.
      if ((error as { code?: string }).code === '23503') return null;
      throw error;
    }
    return { bytes, format };
  };

  return {
    async read(name: string): Promise<PictureFile | null> {
      const wanted = parsePictureName(name);
      if (!wanted) return null;
      const { key, width, format } = wanted;
      const [kept] = await db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM media_variants WHERE key = $1 AND width = $2 AND format = $3',
        [key, width, format],
      );
      if (kept) return { bytes: new Uint8Array(kept.bytes), format };
      let pending = making.get(name);
      if (!pending) {
        pending = make(key, width, format).finally(() => making.delete(name));
        making.set(name, pending);
      }
      return pending;
    },

    /** Makes every rendering of a picture now (after an upload: staff wait, so the first shopper does not). */
    async prepare(key: string): Promise<void> {
      const [source] = await db.query<{ width: number }>('SELECT width FROM media_pictures WHERE key = $1', [key]);
      if (!source) return;
      for (const width of widthsOf(source))
        for (const format of ['avif', 'webp'] as const) await this.read(`${key}-${width}.${format}`);
    },
  };
}

export type PictureFiles = ReturnType<typeof createPictureFiles>;

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import type { Deps } from '#server/deps.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { pictureSvg } from '#server/services/content/pictures.ts';
import { linkedDocument, regionDocumentPdf } from '#server/services/content/region-documents.ts';

export const PUBLIC_FILES = '/pv/app/public/files';
const WEEK = 'public, max-age=604800';

interface PublicFile {
  bytes: Uint8Array;
  type: string;
  cache: string;
  etag: string;
}

const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** Segments of a decoded path, or null for anything that could climb out or name a hidden file. */
function safeSegments(rest: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded)) return null;
  const segments = decoded.split('/');
  return segments.every((s) => /^[\w-][\w.-]*$/.test(s)) ? segments : null;
}

/**
 * Serves the spec's public files (/pv/app/public/files): the club's editorial pictures (drawn in
 * code), each region's linked legal documents (generated PDFs), and files other modules keep in
 * DATA_DIR/files. Registered before the PWA fallback so a missing file is a 404, never the app shell.
 */
export function registerPublicFileRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const generated = new Map<string, Promise<PublicFile | null>>();
  const filesRoot = join(deps.env.dataDir, 'files');

  const build = async (segments: string[], path: string): Promise<PublicFile | null> => {
    if (segments[0] === 'content' && segments.length === 2) {
      const svg = pictureSvg(segments[1]!);
      if (!svg) return null;
      const bytes = new TextEncoder().encode(svg);
      return { bytes, type: 'image/svg+xml', cache: WEEK, etag: etagOf(bytes) };
    }
    const doc = segments.length === 2 ? linkedDocument(await deps.config.get(), path) : undefined;
    if (!doc) return null;
    const bytes = await regionDocumentPdf(doc);
    return { bytes, type: 'application/pdf', cache: 'public, max-age=86400', etag: etagOf(bytes) };
  };

  const fromDisk = async (segments: string[]): Promise<PublicFile | null> => {
    const path = normalize(join(filesRoot, ...segments));
    if (!path.startsWith(filesRoot + sep)) return null;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      const bytes = new Uint8Array(await readFile(path));
      const type = /\.png$/i.test(path)
        ? 'image/png'
        : /\.webp$/i.test(path)
          ? 'image/webp'
          : /\.jpe?g$/i.test(path)
            ? 'image/jpeg'
            : /\.pdf$/i.test(path)
              ? 'application/pdf'
              : 'application/octet-stream';
      return {
        bytes,
        type,
        cache: 'public, max-age=3600',
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    } catch {
      return null;
    }
  };

  app.on(['GET', 'HEAD'], `${PUBLIC_FILES}/*`, async (c: Context<AppEnv>) => {
    const rest = c.req.path.slice(PUBLIC_FILES.length + 1);
    const segments = safeSegments(rest);
    if (!segments) return notFound(c);
    const path = `${PUBLIC_FILES}/${segments.join('/')}`;
    let known = generated.get(path);
    if (!known) {
      known = build(segments, path);
      // Only hits are kept, so probing random names cannot grow the map.
      known.then(
        (file) => file || generated.delete(path),
        () => generated.delete(path),
      );
      generated.set(path, known);
    }
    const file = (await known) ?? (await fromDisk(segments));
    if (!file) return notFound(c);
    const headers = {
      'Content-Type': file.type,
      'Cache-Control': file.cache,
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (etagMatches(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}

/** Weak comparison (RFC 9110): compression turns our ETag into W/"…", which the browser then sends back. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function notFound(c: Context<AppEnv>) {
  return c.json({ message: 'Not found.' }, 404, { 'Cache-Control': 'no-cache' });
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Public URL prefix of stored avatars; the random names are unguessable, so no sign-in is needed to see one. */
export const AVATAR_URL_PREFIX = '/api/v1/files/avatars/';
const NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export type ImageKind = 'png' | 'jpg';

/** The image type by its content, read by file-type (never by file name or declared type). */
export async function imageKind(bytes: Uint8Array): Promise<ImageKind | null> {
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on first use (issue 15: idle memory)
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/png') return 'png';
  if (detected?.mime === 'image/jpeg') return 'jpg';
  return null;
}

/** Avatars are shown at most 96 px wide; twice that, and a little more, covers sharp phone screens. */
export const AVATAR_SIZE = 256;

/**
 * The picture as the club keeps it: turned upright by its EXIF orientation, cut to a centred square of at most
 * 256 px, re-encoded in its own format, and stripped of all photo metadata (GPS position, camera, date), which
 * sharp drops unless told to keep it. Answers null when the bytes are not a decodable image.
 */
export async function normaliseAvatar(bytes: Uint8Array, kind: ImageKind): Promise<Uint8Array | null> {
  const { default: sharp } = await import('sharp'); // libvips: loaded on the first avatar, not at start
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true });
    const out = kind === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

/** The folder of the stored avatars. */
export const avatarDir = (dataDir: string) => join(dataDir, 'uploads', 'avatars');
const dirOf = avatarDir;

/** Writes the image under a fresh random name; answers its public URL and where it was written. */
export async function storeAvatar(
  dataDir: string,
  bytes: Uint8Array,
  kind: ImageKind,
): Promise<{ url: string; file: string }> {
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await mkdir(dirOf(dataDir), { recursive: true });
  await writeFile(join(dirOf(dataDir), name), bytes);
  return { url: `${AVATAR_URL_PREFIX}${name}`, file: join(dirOf(dataDir), name) };
}

/** Deletes a stored avatar by its URL; a missing file or foreign URL is ignored (best effort). */
export async function discardAvatar(dataDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = url.slice(AVATAR_URL_PREFIX.length);
  if (!NAME.test(name)) return;
  await unlink(join(dirOf(dataDir), name)).catch(() => undefined);
}

/** Reads a stored avatar by file name; null when the name is not ours or the file is gone. */
export async function readAvatar(dataDir: string, name: string): Promise<{ bytes: Buffer; kind: ImageKind } | null> {
  if (!NAME.test(name)) return null;
  try {
    const bytes = await readFile(join(dirOf(dataDir), name));
    return { bytes, kind: name.endsWith('.png') ? 'png' : 'jpg' };
  } catch {
    return null;
  }
}

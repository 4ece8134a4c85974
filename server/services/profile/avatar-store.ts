import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Public URL prefix of stored avatars; the random names are unguessable, so no sign-in is needed to see one. */
export const AVATAR_URL_PREFIX = '/api/v1/files/avatars/';
const NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export type ImageKind = 'png' | 'jpg';

/** The image type by its first bytes (never by file name or declared type). */
export function imageKind(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

const dirOf = (dataDir: string) => join(dataDir, 'uploads', 'avatars');

/** Writes the image under a fresh random name; answers its public URL. */
export async function storeAvatar(dataDir: string, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await mkdir(dirOf(dataDir), { recursive: true });
  await writeFile(join(dirOf(dataDir), name), bytes);
  return `${AVATAR_URL_PREFIX}${name}`;
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

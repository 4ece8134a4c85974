import { get, set } from 'idb-keyval';

/**
 * The bytes of uploaded logos and images, kept on the device that uploaded them by the server's file uuid, so
 * the form's preview and the order's detail can draw them (the server does not serve print files back,
 * docs/decisions/0033). Under `draft:checkout` so sign-out deletes them (src/lib/auth/session.ts).
 */
const key = (uuid: string) => `draft:checkout:print-file:${uuid}`;

export async function keepFile(uuid: string, blob: Blob): Promise<void> {
  try {
    await set(key(uuid), blob);
  } catch {
    // Private mode or a full disk: the preview shows the file's name instead.
  }
}

export async function readFile(uuid: string): Promise<Blob | null> {
  try {
    const blob = (await get(key(uuid))) as unknown;
    return blob instanceof Blob ? blob : null;
  } catch {
    return null;
  }
}

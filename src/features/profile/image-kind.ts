/** PNG or JPEG, told by the file's first bytes (as the server checks), never by its name or stated type. */
export type ImageKind = 'png' | 'jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function imageKindOf(head: Uint8Array): ImageKind | null {
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  return null;
}

export async function readImageKind(file: Blob): Promise<ImageKind | null> {
  return imageKindOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

import type { Context } from 'hono';
import { ApiError, invalidData } from '#server/http/api-error.ts';

/** Multipart framing around the file (boundaries, part headers) is small; allow this much on top. */
const OVERHEAD = 64 * 1024;
const tooLarge = (max: number) => new ApiError(413, `The file is too large (at most ${max / 1024 / 1024} MB).`);

/**
 * Reads one file part of a multipart request without ever holding more than the limit in memory:
 * a declared or streamed size over the limit is 413 before parsing.
 */
export async function readUpload(c: Context, field: string, max: number): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw invalidData({ [field]: ['Send the image as multipart/form-data.'] });
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > max + OVERHEAD) throw tooLarge(max);
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max + OVERHEAD) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidData({ [field]: ['The upload could not be read.'] });
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw invalidData({ [field]: ['Choose an image to upload.'] });
  if (file.size > max) throw tooLarge(max);
  if (file.size === 0) throw invalidData({ [field]: ['The file is empty.'] });
  return new Uint8Array(await file.arrayBuffer());
}

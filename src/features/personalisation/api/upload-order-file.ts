import ky from 'ky';
import * as v from 'valibot';
import { OrderFile, uploadOrderFile } from '../../../../contract/shop.ts';
import { getFreshToken } from '../../../lib/auth/fresh-token.ts';
import { ApiError, toApiError } from '../../../lib/http/api-error.ts';

// A 10 MB logo over a rooftop connection takes its time.
const http = ky.create({
  prefixUrl: `${globalThis.location.origin}/api`,
  timeout: 120_000,
  retry: 0,
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** Uploads a logo or image as multipart/form-data (field `file`; the contract's JSON calls cannot carry a file). */
export async function uploadPrintFile(file: File, signal?: AbortSignal): Promise<OrderFile> {
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    const token = await getFreshToken();
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await http.post(uploadOrderFile.path.replace(/^\//, ''), { body: form, headers, signal });
    const parsed = v.safeParse(OrderFile, await response.json());
    if (!parsed.success) throw new ApiError(response.status, 'The answer did not match the contract.');
    return parsed.output;
  } catch (error) {
    throw await toApiError(error);
  }
}

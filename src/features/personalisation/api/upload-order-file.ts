import * as v from 'valibot';
import { OrderFile, uploadOrderFile } from '#contract/shop.ts';
import { ApiError, toApiError } from '#src/lib/http/api-error.ts';
import { apiHttp, fillPath, sendAsUser } from '#src/lib/http/call-api.ts';
import { postWithProgress, type UploadProgress } from '#src/lib/http/upload-with-progress.ts';

// A 10 MB logo over a rooftop connection takes its time.
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads a logo or image as multipart/form-data (field `file`; the contract's JSON calls cannot carry a file),
 * telling how far it is when asked (`onProgress`).
 */
export async function uploadPrintFile(
  file: File,
  signal?: AbortSignal,
  onProgress?: (progress: UploadProgress) => void,
): Promise<OrderFile> {
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    const path = fillPath(uploadOrderFile.path);
    const response = await sendAsUser((headers) =>
      onProgress
        ? postWithProgress(path, form, { headers, signal, timeout: UPLOAD_TIMEOUT_MS, onProgress })
        : apiHttp.post(path, { body: form, headers, signal, timeout: UPLOAD_TIMEOUT_MS }),
    );
    const parsed = v.safeParse(OrderFile, await response.json());
    if (!parsed.success) throw new ApiError(response.status, 'The answer did not match the contract.');
    return parsed.output;
  } catch (error) {
    throw await toApiError(error);
  }
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { ProductImage } from '#contract/shop.ts';
import { staffCatalogueExport, staffProductImageUpload } from '#contract/staff-catalogue.ts';
import { ApiError, isApiError, toApiError } from '#src/lib/http/api-error.ts';
import { apiHttp, fillPath } from '#src/lib/http/call-api.ts';
import { endStaffSession, readStaffSession } from '../session/staff-session.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { catalogueText } from './catalogue-texts.ts';

export const catalogueKeys = {
  all: () => ['staff', 'catalogue'] as const,
  list: (filters: object) => ['staff', 'catalogue', 'list', filters] as const,
  product: (uuid: string) => ['staff', 'catalogue', 'product', uuid] as const,
  categories: (region: number) => ['staff', 'catalogue', 'categories', region] as const,
};

const authHeaders = (): Record<string, string> => {
  const session = readStaffSession();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
};

/**
 * Uploads a product picture with its progress (XMLHttpRequest: fetch reports no upload progress). Answers the
 * product's pictures after it; a refusal is the server's ApiError, a lost connection one with status 0.
 */
export function uploadProductPicture(
  product: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<v.InferOutput<typeof ProductImage>[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${fillPath(staffProductImageUpload.path, { uuid: product })}`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'No connection.'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status === 401) endStaffSession('expired');
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(v.object({ images: v.array(ProductImage) }), body);
        if (parsed.success) resolve(parsed.output.images);
        else reject(new ApiError(xhr.status, 'The answer did not match the contract.'));
        return;
      }
      const { message, errors } = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
      reject(new ApiError(xhr.status, message ?? 'Something went wrong.', errors));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Saves the region's catalogue as a CSV file (the server answers it only with the staff token). */
export async function downloadCatalogue(region: number): Promise<void> {
  let blob: Blob;
  try {
    const answer = await apiHttp.get(fillPath(staffCatalogueExport.path, { region }), {
      headers: authHeaders(),
      timeout: 60_000,
    });
    blob = new Blob([await answer.arrayBuffer()], { type: 'text/csv' });
  } catch (error) {
    const failure = await toApiError(error);
    if (isApiError(failure) && failure.status === 401) endStaffSession('expired');
    throw failure;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `catalogue-region-${region}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What to say of a failed catalogue call: its own texts where it can, else the console's. */
export function catalogueErrorMessages(error: unknown): MessageDescriptor[] {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const texts = [error.message, ...Object.values(error.fieldErrors).flat()];
    const own = texts.map(catalogueText).filter((m): m is MessageDescriptor => m !== undefined);
    if (own.length > 0 && Object.keys(error.fieldErrors).length > 0) {
      const fields = Object.values(error.fieldErrors)
        .flat()
        .map(catalogueText)
        .filter((m): m is MessageDescriptor => m !== undefined);
      if (fields.length > 0) return [...new Set(fields)];
    }
    const main = catalogueText(error.message);
    if (main) return [main];
  }
  return staffErrorMessages(error);
}

/** A field's translated messages from a 4xx answer's errors (keys `variants.0.sku`, with or without `product.`). */
export function fieldErrors(error: unknown): Record<string, MessageDescriptor[]> {
  if (!isApiError(error)) return {};
  const out: Record<string, MessageDescriptor[]> = {};
  for (const [key, texts] of Object.entries(error.fieldErrors)) {
    const field = key.replace(/^product\./, '');
    out[field] = texts.map((text) => catalogueText(text) ?? msg`Check this field.`);
  }
  return out;
}

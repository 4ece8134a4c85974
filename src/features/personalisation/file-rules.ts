import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_ORDER_FILE_BYTES } from '#contract/shop.ts';
import { ApiError, CANCELLED, OFFLINE } from '#src/lib/http/api-error.ts';
import { GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { uploadsAndWritesTexts, waitMessage } from '#src/lib/http/known-texts/uploads-and-writes.ts';

/** The spec's logo types (jpeg, png, svg, pdf, postscript, zip, tiff, photoshop, eps, ai) by extension and MIME. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'svg', 'pdf', 'ps', 'eps', 'ai', 'zip', 'tif', 'tiff', 'psd'];
export const ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'application/pdf',
  'application/postscript',
  'application/eps',
  'application/x-eps',
  'image/eps',
  'image/x-eps',
  'application/illustrator',
  'application/zip',
  'application/x-zip-compressed',
  'image/tiff',
  'image/vnd.adobe.photoshop',
  'application/x-photoshop',
  'application/photoshop',
];
/** The file picker's filter. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`), ...ACCEPTED_TYPES].join(',');
/** Types a browser can draw in the preview. */
const DRAWABLE = new Set(['image/jpeg', 'image/png', 'image/svg+xml']);

export const FILE_TOO_LARGE = msg`The file is larger than 10 MB. Choose a smaller one.`;
export const FILE_WRONG_TYPE = msg`This file type is not accepted. Use JPG, PNG, SVG, PDF, EPS, AI, PS, ZIP, TIFF or PSD.`;

export type FileProblem = 'too-large' | 'wrong-type' | 'empty';

const extension = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/**
 * Checked before the upload: the size, and the type by the name's extension or the declared type (phones often
 * declare nothing for EPS or AI). The server then decides by the bytes.
 */
export function fileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  if (file.size > MAX_ORDER_FILE_BYTES) return 'too-large';
  const ext = extension(file.name);
  const known = ACCEPTED_EXTENSIONS.includes(ext) || ACCEPTED_TYPES.includes(file.type.toLowerCase());
  if (!known) return 'wrong-type';
  if (file.size === 0) return 'empty';
  return null;
}

export function problemMessage(problem: FileProblem): MessageDescriptor {
  if (problem === 'too-large') return FILE_TOO_LARGE;
  if (problem === 'wrong-type') return FILE_WRONG_TYPE;
  return msg`The file is empty. Choose another one.`;
}

/**
 * The server's refusal of an upload: 413 too large and 415 a type its content is not, each with its own message;
 * the account's limits (too many uploads or writes, with how long to wait; no room left in the quota) and a
 * server short of disk space in their own words (decision 0263).
 */
export function uploadRefusal(error: unknown): MessageDescriptor {
  if (!(error instanceof ApiError)) return GENERIC_ERROR;
  const limit = waitMessage(error) ?? uploadsAndWritesTexts[error.message];
  if (limit) return limit;
  if (error.status === 413) return FILE_TOO_LARGE;
  if (error.status === 415) return FILE_WRONG_TYPE;
  if (error.status === OFFLINE || error.status === CANCELLED)
    return msg`Uploading needs a connection. Choose the file again when the signal is back.`;
  if (error.messages.includes('The file is empty.')) return problemMessage('empty');
  return GENERIC_ERROR;
}

/** Whether the preview can draw the file (else it shows the file's name). */
export function isDrawable(type: string): boolean {
  return DRAWABLE.has(type);
}

import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ApiError } from '../api-error.ts';

/** The server's texts (server/http/write-limit.ts and upload-limit.ts, decision 0263). */
export const WRITES_THROTTLED = 'Too many changes in a short time. Please wait a moment and try again.';
export const UPLOADS_PER_HOUR_REACHED = 'Too many files uploaded in the last hour. Please try again later.';
export const UPLOAD_QUOTA_REACHED =
  'Your account has no room for this file. Files no order uses are removed a day after they were uploaded.';
export const NO_ROOM_ON_SERVER = 'The server has no room for files right now. Please try again later.';

/** Server texts about uploads and writes (decision 0263), and their translations; merged into error-messages.ts. */
export const uploadsAndWritesTexts: Record<string, MessageDescriptor> = {
  [WRITES_THROTTLED]: msg`You have sent a lot in a short time. Wait a moment, then try again: what you entered is kept.`,
  [UPLOADS_PER_HOUR_REACHED]: msg`You have uploaded many files in the last hour. Please try again later.`,
  [UPLOAD_QUOTA_REACHED]: msg`Your account has no room for this file. Files not used in an order are removed a day after they were uploaded: try again then, or choose a smaller file.`,
  [NO_ROOM_ON_SERVER]: msg`The club cannot store files right now. Please try again later.`,
};

/** The wait in whole minutes, at least one. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A refusal that says roughly how long to wait, read from the answer's Retry-After: too many writes (seconds up to a
 * minute, minutes beyond) or too many uploads in the hour (minutes). Null for any other failure, or when the server
 * did not say how long.
 */
export function waitMessage(error: ApiError): MessageDescriptor | null {
  const seconds = error.retryAfterSeconds;
  if (error.status !== 429 || seconds === undefined) return null;
  if (error.message === WRITES_THROTTLED) {
    if (seconds <= 60) {
      return msg`You have sent a lot in a short time. Wait ${plural(seconds, { one: '# second', other: '# seconds' })}, then try again: what you entered is kept.`;
    }
    const minutes = minutesOf(seconds);
    return msg`You have sent a lot in a short time. Wait about ${plural(minutes, { one: '# minute', other: '# minutes' })}, then try again: what you entered is kept.`;
  }
  if (error.message === UPLOADS_PER_HOUR_REACHED) {
    const minutes = minutesOf(seconds);
    return msg`You have uploaded many files in the last hour. You can upload again in about ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
  }
  return null;
}

/**
 * For a write the outbox sends again by itself (a support message): how long until it goes, when the server
 * answered too many writes; null otherwise.
 */
export function queuedWaitMessage(error: unknown): MessageDescriptor | null {
  const failure = error as Partial<ApiError> | null;
  if (failure?.status !== 429 || failure.message !== WRITES_THROTTLED) return null;
  const seconds = Math.max(1, failure.retryAfterSeconds ?? 60);
  return msg`Too many messages in a short time: this one is sent by itself in about ${plural(seconds, { one: '# second', other: '# seconds' })}.`;
}

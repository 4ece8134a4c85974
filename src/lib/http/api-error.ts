import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiErrorBody } from '#contract/common.ts';

/** No answer at all: timeout, no signal, DNS. The app treats it as offline. */
export const OFFLINE = 0;
/** The request was cancelled before an answer arrived (nginx's "client closed request"). */
export const CANCELLED = 499;

export type FieldErrors = Record<string, string[]>;

/** Every failed call ends as one of these, whatever went wrong on the way. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's messages, field errors first; never empty. */
  readonly messages: string[];
  readonly fieldErrors: FieldErrors;
  /** How long the server asked to wait before trying again (Retry-After, in seconds), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    const listed = Object.values(fieldErrors).flat();
    this.messages = listed.length > 0 ? [...new Set(listed)] : [message];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A failure the same request may not meet again: no answer, a cancelled request, too many requests, or a server
 * in trouble. Anything else is the server's answer to this request.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === OFFLINE || status === CANCELLED || status === 429 || status >= 500;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const parsed = v.safeParse(ApiErrorBody, await response.clone().json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'CanceledError')
  );
}

/** Retry-After in seconds (its delay form; the date form is turned into seconds from now). */
export function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After')?.trim();
  if (!header) return undefined;
  if (/^\d+$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Turns whatever ky, fetch or a schema threw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const body = await readErrorBody(error.response);
    return new ApiError(
      error.response.status,
      body?.message ?? error.response.statusText,
      body?.errors,
      retryAfterOf(error.response),
    );
  }
  if (error instanceof TimeoutError) return new ApiError(OFFLINE, 'The request timed out.');
  if (isAbort(error)) return new ApiError(CANCELLED, 'The request was cancelled.');
  // fetch rejects with a TypeError when there is no network.
  return new ApiError(OFFLINE, error instanceof Error ? error.message : 'The request failed.');
}

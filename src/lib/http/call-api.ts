import ky, { HTTPError } from 'ky';
import * as v from 'valibot';
import type { Call, Schema } from '#contract/call.ts';
import { readStoredLocale } from '#src/lib/i18n/language-store.ts';
import { ApiError, toApiError } from './api-error.ts';

type Input<S> = S extends Schema ? v.InferInput<S> : never;

export interface CallInput<C extends Call> {
  params?: Input<C['params']>;
  query?: Input<C['query']>;
  body?: Input<C['body']>;
  signal?: AbortSignal;
  /** A token held in memory (the login wizard's conditional steps, before the token is stored). */
  token?: string;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

export type CallOutput<C extends Call> = v.InferOutput<C['response']>;

/** The Bearer token for a user call; `refused` names a token the server has just answered 401 to. */
type AccessTokenSource = (options?: { refused?: string }) => Promise<string | null>;

let accessToken: AccessTokenSource = async () => null;

/** Where user calls get their Bearer token (the auth module, which refreshes it first when needed). */
export function setAccessTokenSource(source: AccessTokenSource): void {
  accessToken = source;
}

/**
 * The language the club's texts are wanted in (decision 0281): the one chosen on this device, which the interface
 * speaks (decision 0101); else any (`*`, not the browser's own list), so the server answers in the profile's
 * language, which the signed-in interface speaks then. Never the device's own languages (decision 0287).
 */
export const readerLanguage = (): string => readStoredLocale() ?? '*';

/**
 * The club's API: one request per call (retries are TanStack Query's business, and off). Every request, the ones
 * built by hand too (a certificate's PDF, a QR code, a staff file), asks for the reader's language: without the
 * header the browser would send the device's own list (`en-GB,en`), and the server would answer in it.
 */
export const apiHttp = ky.create({
  prefixUrl: `${globalThis.location.origin}/api`,
  timeout: 30_000,
  retry: 0,
  // Looked up per request so tests (and the service worker era) can swap fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  hooks: {
    beforeRequest: [
      (request) => {
        if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', readerLanguage());
      },
    ],
  },
});

const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * Sends a request of the signed-in user with the stored token, for callApi and for the requests built by hand
 * (files, pictures). A 401 (the token ran out early by a clock the device misjudged, or was renewed elsewhere)
 * renews the token once and sends the request again; a refused renewal ends the session there.
 */
export async function sendAsUser(send: (auth: Record<string, string>) => Promise<Response>): Promise<Response> {
  const token = await accessToken();
  try {
    return await send(bearer(token));
  } catch (error) {
    if (!(token && error instanceof HTTPError && error.response.status === 401)) throw error;
    return send(bearer(await accessToken({ refused: token })));
  }
}

/** A contract path with its `:params` filled in, relative to the API's prefix. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return filled.replace(/^\//, '');
}

/** Makes one call of the contract and answers its parsed response; throws only ApiError. */
export async function callApi<C extends Call>(call: C, input: CallInput<C> = {}): Promise<CallOutput<C>> {
  const send = (auth: Record<string, string>) =>
    apiHttp(fillPath(call.path, input.params as Record<string, unknown>), {
      method: call.method,
      headers: { ...input.headers, ...auth },
      json: input.body,
      searchParams: input.query as Record<string, string> | undefined,
      signal: input.signal,
    });
  try {
    if (call.auth !== 'user') return await parseAnswer(call, await send({}));
    if (input.token !== undefined) return await parseAnswer(call, await send(bearer(input.token)));
    return await parseAnswer(call, await sendAsUser(send));
  } catch (error) {
    throw await toApiError(error);
  }
}

async function parseAnswer<C extends Call>(call: C, response: Response): Promise<CallOutput<C>> {
  const text = await response.text();
  try {
    // An empty answer (204) is null, as the contract writes it (`response: v.null()`).
    return v.parse(call.response, text === '' ? null : JSON.parse(text));
  } catch {
    throw new ApiError(response.status, 'The answer did not match the contract.');
  }
}

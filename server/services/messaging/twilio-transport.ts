import type { TwilioSettings } from '#server/env.ts';
import { DeliveryError } from './delivery-error.ts';
import type { Transport } from './messenger.ts';

/** Twilio's API host; TWILIO_API_URL points elsewhere (the tests' stand-in, a regional edge). */
export const TWILIO_API_URL = 'https://api.twilio.com';

/** Per request; the messenger abandons an attempt after ATTEMPT_TIMEOUT_MS anyway. */
const REQUEST_TIMEOUT_MS = 15_000;

type Fetch = typeof fetch;

/**
 * Text messages through Twilio's Messages API (decision 0272): `POST {base}/2010-04-01/Accounts/{AccountSid}/
 * Messages.json`, HTTP Basic auth AccountSid:AuthToken, form fields To, From (or MessagingServiceSid) and Body.
 * 201 with the message's `sid` is delivered (Twilio has it; it reports the handset's receipt later, which the club
 * does not follow). 429 and 5xx, and no answer at all, may pass later; any other refusal (400 invalid number, 401
 * wrong credentials, 404 unknown account) is for good. Only the answer's `code` and `message` are kept, never the
 * credentials.
 */
export function twilioTransport(settings: TwilioSettings, fetchImpl: Fetch = fetch): Transport['deliver'] {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return async (message, signal) => {
    const form = new URLSearchParams({ To: message.to });
    if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
    else form.set('From', settings.from!);
    form.set('Body', message.text);
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new DeliveryError(`Twilio unreachable: ${networkReason(error)}`, true);
    }
    const body = await readJson(response);
    if (response.status >= 200 && response.status < 300) {
      return typeof body?.sid === 'string' ? body.sid : undefined;
    }
    const code = typeof body?.code === 'number' || typeof body?.code === 'string' ? ` (${body.code})` : '';
    const said = typeof body?.message === 'string' ? body.message : response.statusText || 'no reason given';
    const retryable = response.status === 429 || response.status === 408 || response.status >= 500;
    throw new DeliveryError(`Twilio ${response.status}${code}: ${said}`, retryable);
  };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** ECONNREFUSED, a timeout, a reset: what fetch's error says, without the URL. */
function networkReason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer in time';
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    if (typeof cause?.code === 'string') return cause.code;
    if (typeof cause?.message === 'string') return cause.message;
    return error.message;
  }
  return String(error);
}

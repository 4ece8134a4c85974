import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { TwilioSettings } from '#server/env.ts';

/** A message the stand-in accepted, as Twilio would have it. */
export interface AcceptedSms {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** How the stand-in answers a request it would otherwise accept. */
export type Failure = { status: number; code?: number; message?: string };

export interface TwilioStandIn {
  /** Settings pointing the club at this stand-in (TWILIO_API_URL and the account it accepts). */
  settings: TwilioSettings;
  /** Every message accepted (201), in order. */
  accepted: AcceptedSms[];
  /** Every request that reached the stand-in, accepted or not. */
  requests: number;
  /** The next `n` requests that would be accepted are answered with this failure instead (503 by default). */
  failNext(n: number, failure?: Failure): void;
  /** Down: connections are cut without an answer (as a gateway that is unreachable); up again with false. */
  setDown(down: boolean): void;
  /** Numbers Twilio refuses as invalid: 400 with code 21211, for good. */
  invalidNumbers: Set<string>;
  /** Milliseconds to wait before answering (to make two senders overlap). */
  delayMs: number;
  close(): Promise<void>;
}

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'standin-auth-token-0123456789abcd';
const FROM = '+15005550006';

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A local stand-in for Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource),
 * a plain node:http server on 127.0.0.1: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth
 * AccountSid:AuthToken, form fields To, From or MessagingServiceSid, Body. It answers as Twilio does: 201 with the
 * message resource; 401 (code 20003) for wrong credentials; 404 (20404) for another account or path; 400 with 21604
 * (To missing), 21211 (invalid To), 21603 (no From), 21602 (no Body), 21617 (Body over 1,600 characters); and on
 * request 503 or 429 (20429), or no answer at all.
 */
export async function startTwilioStandIn(
  options: { from?: string; messagingServiceSid?: string } = {},
): Promise<TwilioStandIn> {
  const failures: Failure[] = [];
  const sockets = new Set<Socket>();
  let down = false;
  const state = {
    accepted: [] as AcceptedSms[],
    requests: 0,
    invalidNumbers: new Set<string>(),
    delayMs: 0,
  };

  const answer = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, code: number, message: string) =>
    answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    state.requests += 1;
    if (down) {
      req.socket.destroy();
      return;
    }
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const path = `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`;
    const [user, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!req.headers.authorization?.startsWith('Basic ') || user !== ACCOUNT_SID || password !== AUTH_TOKEN)
      return refuse(res, 401, 20003, 'Authenticate');
    if (req.method !== 'POST' || req.url !== path)
      return refuse(res, 404, 20404, 'The requested resource was not found');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return refuse(res, 400, 21604, "A 'To' phone number is required.");
    const form = new URLSearchParams(raw);
    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return refuse(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to) || state.invalidNumbers.has(to))
      return refuse(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return refuse(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    if (from && from !== (options.from ?? FROM))
      return refuse(res, 400, 21606, `The From phone number ${from} is not a valid, SMS-capable inbound phone number.`);
    if (!body) return refuse(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return refuse(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const failure = failures.shift();
    if (failure) {
      return refuse(
        res,
        failure.status,
        failure.code ?? (failure.status === 429 ? 20429 : 20500),
        failure.message ?? (failure.status === 429 ? 'Too Many Requests' : 'Internal Server Error'),
      );
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    state.accepted.push({ sid, to, from, messagingServiceSid: service, body });
    const now = new Date().toUTCString();
    answer(res, 201, {
      sid,
      account_sid: ACCOUNT_SID,
      to,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      body,
      status: service ? 'accepted' : 'queued',
      num_segments: String(Math.ceil(body.length / 153) || 1),
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/${sid}.json`,
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    settings: {
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: options.messagingServiceSid ? undefined : (options.from ?? FROM),
      messagingServiceSid: options.messagingServiceSid,
      apiUrl: `http://127.0.0.1:${port}`,
    },
    failNext(n: number, failure: Failure = { status: 503, code: 20503, message: 'Service Unavailable' }) {
      for (let i = 0; i < n; i += 1) failures.push(failure);
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

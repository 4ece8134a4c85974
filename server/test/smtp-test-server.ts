import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the SMTP server took, as it came over the wire. */
export interface ReceivedMail {
  /** The envelope: MAIL FROM and RCPT TO. */
  mailFrom: string;
  rcptTo: string[];
  /** Header fields by lower-case name (unfolded), and the body as sent. */
  headers: Record<string, string>;
  body: string;
}

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:port: what SMTP_URL would be. */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused with 550 (for good). */
  rejectRecipients: Set<string>;
  /** The next `n` connections are refused with 421 (service not available: try later). */
  busyNext(n: number): void;
  close(): Promise<void>;
}

const USER = 'club';
const PASSWORD = 'smtp-test-password';

function parse(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, in the test's process: it asks for the login in the URL
 * (AUTH PLAIN/LOGIN over the plain connection), takes the messages and keeps them as they arrived.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const rejectRecipients = new Set<string>();
  let busy = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      if (busy > 0) {
        busy -= 1;
        return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      }
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address))
        return callback(Object.assign(new Error('Recipient address rejected: no such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, body } = parse(Buffer.concat(chunks).toString('utf8'));
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          rcptTo: envelope.rcptTo.map((r) => r.address),
          headers,
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    rejectRecipients,
    busyNext(n) {
      busy += n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsFront {
  /** https://localhost:PORT — the same app, through TLS and HTTP/2 as a production proxy serves it. */
  url: string;
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection and are not allowed in HTTP/2 answers.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'tls-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS front speaking HTTP/2 (and HTTP/1.1 to clients that ask for it) before a local server, as the reverse proxy
 * of docs/operations.md stands before the club in production. It passes requests and answers through unchanged
 * (compressed bodies stay compressed) and sets X-Forwarded-Proto. The certificate is self-signed for localhost:
 * Chromium must run with --ignore-certificate-errors.
 */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const { hostname, port } = new URL(target);
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (!name.startsWith(':') && value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      headers.host = req.headers[':authority'] ?? req.headers.host ?? `${hostname}:${port}`;
      headers['x-forwarded-proto'] = 'https';
      const upstream = request({ hostname, port, method: req.method, path: req.url, headers }, (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open HTTP/2 sessions would hold close() until they time out.
        setTimeout(resolve, 1000).unref();
      }),
  };
}

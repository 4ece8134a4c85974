import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { secureHeaders } from 'hono/secure-headers';
import { cspReport } from '#contract/dev.ts';

/** The privacy-enhanced YouTube host: tutorials and news videos are embedded from it, on a tap. */
export const VIDEO_FRAME_HOST = 'https://www.youtube-nocookie.com';
const VIDEO_POSTER_HOSTS = ['https://i.ytimg.com', 'https://img.youtube.com'];

/**
 * The hashes of the shell's inline scripts, read from the built index.html (again when it changes): the app
 * runs with `script-src 'self'` and exactly these inline scripts, nothing injected.
 */
function inlineScriptHashes(publicDir: string): () => string[] {
  let seen = -1;
  let hashes: string[] = [];
  return () => {
    const path = join(publicDir, 'index.html');
    try {
      // Asked on every answer: a missing shell (an API-only server) must not cost a thrown error each time.
      const info = statSync(path, { throwIfNoEntry: false });
      if (!info) {
        seen = -1;
        hashes = [];
      } else if (info.mtimeMs !== seen) {
        seen = info.mtimeMs;
        const html = readFileSync(path, 'utf8');
        hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
          .map((m) => m[1] ?? '')
          .filter((body) => body.trim() !== '')
          .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    } catch {
      hashes = [];
    }
    return hashes;
  };
}

type Options = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Security headers on every answer (HTML, assets, API). Tokens live in localStorage, so a strict CSP is the
 * backstop against injected script; the app may not be framed; the camera is allowed for the scanner only on
 * our own origin. Violations are reported to /api/v1/csp-report (docs/decisions/0240-security-headers-and-csp-checks.md).
 */
function options(scriptHashes: string): Options {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptHashes],
      // Mantine writes its CSS variables into style elements and attributes at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...VIDEO_POSTER_HOSTS],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // The app's own object URLs: a certificate's PDF is fetched with the token and saved from a blob, and the
      // profile's avatar preview is one (Chromium reported connect-src for blob: on /user in the journeys).
      // data: URLs carry their own bytes, so reading one reaches no server and sends nothing out. A read of one
      // was refused on home twice in full journey runs, from a script without a source file (decision 0240).
      connectSrc: ["'self'", 'blob:', 'data:'],
      frameSrc: [VIDEO_FRAME_HOST],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: `/api${cspReport.path}`,
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  };
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of a JSON answer (decision 0307): what a browser acts on for data that is never a page, as
 * OWASP's REST cheat sheet lists them. No document may be built from the answer or frame it, it is not sniffed into
 * something else, nor read by another site's page, and it goes over HTTPS only. The page's own policy (scripts,
 * styles, the camera, the video frames) belongs on the pages, where it does something: on each API call it was
 * 1.2 KB of headers that a phone on a poor signal downloaded and the server validated and wrote for nothing.
 */
export const API_SECURITY_HEADERS: SecurityHeaders = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});

/** Whether an answer is JSON (a contract call's, an error's, the OpenAPI document): it gets API_SECURITY_HEADERS. */
export const isJsonAnswer = (contentType: string | null): boolean =>
  contentType !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

/**
 * The headers Hono's secureHeaders sets with these options, as a record: it is run once on an empty answer whenever
 * the shell's inline scripts change, instead of building the CSP and setting each header on every answer.
 */
async function headersFor(scriptHashes: string): Promise<SecurityHeaders> {
  let res = new Response(null);
  const vars = new Map<string, unknown>();
  const context = {
    get res() {
      return res;
    },
    set res(value: Response) {
      res = value;
    },
    get: (key: string) => vars.get(key),
    set: (key: string, value: unknown) => vars.set(key, value),
  };
  await secureHeaders(options(scriptHashes))(context as never, async () => undefined);
  return Object.fromEntries(res.headers);
}

/**
 * The security headers of an answer now: the shell is looked at on every answer (a build may replace it while the
 * server runs), the headers made again only when its inline scripts changed. Answers a promise only while they are
 * being made.
 */
export function securityHeaderSource(publicDir: string): () => SecurityHeaders | Promise<SecurityHeaders> {
  const hashes = inlineScriptHashes(publicDir);
  let made: string | undefined;
  let current: SecurityHeaders | Promise<SecurityHeaders> = {};
  return () => {
    const now = hashes().join(' ');
    if (now !== made) {
      made = now;
      const making = headersFor(now).then((headers) => {
        if (made === now) current = headers;
        return headers;
      });
      current = making;
    }
    return current;
  };
}

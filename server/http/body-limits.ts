import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { uploadOrderFile } from '#contract/shop.ts';
import { staffContentPicture } from '#contract/staff-content.ts';
import type { AppEnv } from './app-env.ts';

/** Every JSON call of the club fits in a few kilobytes; 100 KiB leaves room and stops a flood at the door. */
export const JSON_BODY_LIMIT = 100 * 1024;
/** The largest file the club takes (a personalisation logo of 10,000,000 bytes) and its multipart wrapping. */
export const UPLOAD_BODY_LIMIT = 10_000_000 + 64 * 1024;

const UPLOADS = [
  /^\/api\/v1\/company\/user\/[^/]+\/avatar$/,
  new RegExp(`^/api${uploadOrderFile.path}$`),
  new RegExp(`^/api${staffContentPicture.path}$`),
];

const tooLarge = (c: Context) => c.json({ message: 'The request is too large.' }, 413);

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

/**
 * Refuses request bodies over the route's size with 413 before they are read whole: the declared length is
 * checked first, a chunked body is counted as it streams in and cut off at the limit. GET and HEAD carry no body
 * (the Fetch API's Request has none for them); asking for it anyway made the Node adapter build a full Request
 * on every read, a tenth of a read's CPU (decision 0200).
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return UPLOADS.some((path) => path.test(c.req.path)) ? uploadLimit(c, next) : jsonLimit(c, next);
};

import * as v from 'valibot';
import { defineCall } from './call.ts';

export const QR_MAX_DATA = 1000;

export const qrCode = defineCall({
  method: 'GET',
  path: '/v1/generate/qr-code',
  auth: 'user',
  summary: 'A PNG QR code (image/png bytes) of the given text or link.',
  query: v.object({
    data: v.pipe(
      v.string('Give the text or link to encode.'),
      v.nonEmpty('Give the text or link to encode.'),
      v.maxLength(QR_MAX_DATA, `The text may have at most ${QR_MAX_DATA} characters.`),
      // Letters outside ASCII take several bytes; a QR code holds at most 2,331 bytes at level M.
      v.check((text) => new TextEncoder().encode(text).length <= 2000, 'The text is too long for a QR code.'),
    ),
    size: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, 'The size must be a whole number of pixels.'),
        v.transform(Number),
        v.minValue(64, 'The size must be at least 64 pixels.'),
        v.maxValue(1024, 'The size must be at most 1024 pixels.'),
      ),
      '300',
    ),
  }),
  response: v.blob(),
});

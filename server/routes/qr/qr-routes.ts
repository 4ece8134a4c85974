import type { Hono } from 'hono';
import { qrCode } from '#contract/qr.ts';
import type { Deps } from '#server/deps.ts';
import { invalidData } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { mountBinary } from '../content/binary-route.ts';

export function registerQrRoutes(api: Hono<AppEnv>, deps: Deps): void {
  mountBinary(api, deps, qrCode, async ({ query }) => {
    // Error correction M survives a scuffed print; 1,000 characters always fit at that level.
    const { default: QRCode } = await import('qrcode'); // loaded on the first code (idle memory)
    const png = await QRCode.toBuffer(query.data, {
      type: 'png',
      errorCorrectionLevel: 'M',
      width: query.size,
      margin: 2,
    }).catch(() => {
      throw invalidData({ data: ['The text is too long for a QR code.'] });
    });
    return {
      bytes: new Uint8Array(png),
      type: 'image/png',
      // The image depends only on the query, so the browser may keep it.
      headers: { 'Cache-Control': 'private, max-age=86400' },
    };
  });
}

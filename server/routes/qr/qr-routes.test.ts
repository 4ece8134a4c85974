import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('GET /v1/generate/qr-code', () => {
  const t = useTestApp();
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = bearer((await signIn(t, 'owner.pl@example.com')).token);
  });
  const qr = (query: string, headers = auth) => t.app.request(`/api/v1/generate/qr-code?${query}`, { headers });

  it('answers a PNG of the requested size', async () => {
    const res = await qr(`data=${encodeURIComponent('https://club.example.com/p/ABC123')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual([300, 300]);
    const small = new Uint8Array(await (await qr('data=hello&size=128')).arrayBuffer());
    expect(pngSize(small)).toEqual([128, 128]);
  });

  it('rejects empty, missing, too long and multi-byte-heavy data with 400', async () => {
    for (const query of [
      'data=',
      '',
      `data=${'a'.repeat(1001)}`,
      `data=${encodeURIComponent('😀'.repeat(600))}`,
      'data=x&size=5000',
    ]) {
      const res = await qr(query);
      expect(res.status, query.slice(0, 20)).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    const max = await qr(`data=${'a'.repeat(1000)}`);
    expect(max.status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await qr('data=hello', {})).status).toBe(401);
  });
});

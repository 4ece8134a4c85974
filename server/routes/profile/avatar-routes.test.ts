import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { idOf, sessions } from '#server/test/profile-test-kit.ts';
import { useTestApp } from '#server/test/test-app.ts';

// Real pictures, as a phone sends them: a wide PNG, and a JPEG photo carrying EXIF metadata.
const PNG = new Uint8Array(
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0b4f8a' } })
    .png()
    .toBuffer(),
);
const JPEG = new Uint8Array(
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0c0c0' } })
    .withExif({ IFD0: { Artist: 'Secret Roof 12, Kraków', Copyright: 'Piotr' } })
    .jpeg()
    .toBuffer(),
);

describe('avatar', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'avatars-'));
  const t = useTestApp({ dataDir });
  const as = sessions(t);

  const upload = async (uuid: string, token: string, bytes: Uint8Array, name = 'me.png') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const res = await t.app.request(`/api/v1/company/user/${uuid}/avatar`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const files = () => readdirSync(join(dataDir, 'uploads', 'avatars'));

  it('stores a PNG or JPEG by content and serves it back with its type and long caching', async () => {
    const me = await as('member.pl@example.com');
    const res = await upload(me.installer.user_id, me.token, PNG, 'photo.jpg');
    expect(res.status).toBe(200);
    const url = res.body.avatar as string;
    expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    // Cut to a centred square of at most 256 px.
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 256,
      height: 256,
    });
    const jpeg = await upload(me.installer.user_id, me.token, JPEG, 'photo.png');
    expect(jpeg.body.avatar).toMatch(/\.jpg$/);
    const photo = Buffer.from(await (await t.app.request(jpeg.body.avatar as string)).arrayBuffer());
    const kept = await sharp(photo).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    // The photo's metadata is gone, not only hidden.
    expect(kept.exif).toBeUndefined();
    expect(photo.includes('Secret Roof')).toBe(false);
    expect(files()).toHaveLength(1);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await t.app.request('/api/v1/files/avatars/..%2F..%2Fjwt-secret')).status).toBe(404);
  });

  it('refuses other content (415), too large files (413) and requests without a file (400)', async () => {
    const me = await as('owner.ro@example.com');
    const gif = new TextEncoder().encode('GIF89a not really');
    expect(await upload(me.installer.user_id, me.token, gif, 'x.png')).toMatchObject({
      status: 415,
      body: { message: 'Upload a PNG or JPEG image.' },
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await upload(me.installer.user_id, me.token, big)).toMatchObject({
      status: 413,
      body: { message: 'The file is too large (at most 5 MB).' },
    });
    const json = await t.call(
      'POST',
      `/api/v1/company/user/${me.installer.user_id}/avatar`,
      { file: 'x' },
      {
        authorization: `Bearer ${me.token}`,
      },
    );
    expect(json).toMatchObject({ status: 400, body: { errors: { file: ['Send the image as multipart/form-data.'] } } });
  });

  it('lets the owner set a member avatar; others get 404; delete answers 204 and clears it', async () => {
    const owner = await as('owner.pl@example.com');
    const member = await as('member.pl@example.com');
    const anna = await idOf(t, 'member.pl@example.com');
    expect((await upload(anna.uuid, owner.token, PNG)).status).toBe(200);
    expect((await upload(owner.installer.user_id, member.token, PNG)).status).toBe(404);
    const ro = await as('owner.ro@example.com');
    expect((await upload(anna.uuid, ro.token, PNG)).status).toBe(404);
    const path = `/api/v1/company/user/${anna.uuid}/avatar`;
    expect((await t.call('DELETE', path, undefined, { authorization: `Bearer ${ro.token}` })).status).toBe(404);
    expect((await t.call('DELETE', path, undefined, member.auth)).status).toBe(204);
    const self = await t.call('GET', '/api/v1/company/user/self', undefined, member.auth);
    expect(self.body).toMatchObject({ avatar: null });
    expect(files()).toHaveLength(0);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Settings } from '#contract/settings.ts';
import { bearer, signIn, useTestApp } from '#server/test/test-app.ts';

describe('GET /v1/settings', () => {
  const t = useTestApp();

  it('answers welcome points of every region (20 by default) and the hero images of a region', async () => {
    const auth = bearer((await signIn(t, 'owner.pl@example.com')).token);
    const res = await t.call('GET', '/api/v1/settings', undefined, auth);
    expect(res.status).toBe(200);
    const settings = v.parse(Settings, res.body);
    expect(settings.region_id).toBe(2);
    expect(settings.behaviours['2']).toEqual({ welcome_points: 20 });
    expect(settings.behaviours['3']).toEqual({ welcome_points: 30 });
    expect(settings.behaviours['10']).toEqual({ welcome_points: 20 });
    expect(Object.keys(settings.behaviours)).toHaveLength(16);
    expect(settings.hero_images.map((h) => [h.link, h.isActive, h.showContent])).toEqual([
      ['/rewards', true, true],
      ['/shop', true, false],
      ['/news', false, true],
    ]);
    const image = await t.app.request(settings.hero_images[0]!.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');

    const ro = v.parse(Settings, (await t.call('GET', '/api/v1/settings?region_id=3', undefined, auth)).body);
    expect(ro.hero_images).toHaveLength(2);
    expect((await t.call('GET', '/api/v1/settings?region_id=1', undefined, auth)).status).toBe(400);
    expect((await t.call('GET', '/api/v1/settings')).status).toBe(401);
  });

  it("answers the region's rewards video, and Poland's where a region has none", async () => {
    const ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
    const own = v.parse(Settings, (await t.call('GET', '/api/v1/settings', undefined, ro)).body);
    expect(own.region_id).toBe(3);
    expect(own.rewards_video).toBe('Rb8kP3vHs6Y');

    const pl = v.parse(Settings, (await t.call('GET', '/api/v1/settings?region_id=2', undefined, ro)).body);
    expect(pl.rewards_video).toBe('Xq4rT7nLw2M');
    // Croatia (4) and Estonia (14) have no video of their own.
    for (const region of [4, 14]) {
      const other = v.parse(
        Settings,
        (await t.call('GET', `/api/v1/settings?region_id=${region}`, undefined, ro)).body,
      );
      expect(other.rewards_video).toBe(pl.rewards_video);
    }
  });
});

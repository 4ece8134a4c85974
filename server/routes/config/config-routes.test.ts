import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_REGION_IDS } from '#contract/common.ts';
import { Config } from '#contract/config.ts';
import { useTestApp } from '#server/test/test-app.ts';

describe('GET /v1/config and /v1/config/public', () => {
  const t = useTestApp();

  it('answers countries 2-17, the 15 languages, regional settings and behaviours, without a token', async () => {
    const res = await t.call('GET', '/api/v1/config');
    expect(res.status).toBe(200);
    const config = v.parse(Config, res.body);
    expect(config.countries.map((c) => c.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(config.countries.filter((c) => c.registration).map((c) => c.id)).toEqual([...REGISTRATION_REGION_IDS]);
    expect(config.countries[0]).toEqual({
      id: 2,
      slug: 'pl',
      name: 'Poland',
      phone_country_code: '+48',
      flag: '🇵🇱',
      registration: true,
      language: 'pl',
    });
    expect(config.languages.map((l) => l.code).sort()).toEqual(
      ['bg', 'bs', 'cs', 'en', 'et', 'hr', 'hu', 'lt', 'lv', 'pl', 'ro', 'sk', 'sl', 'sr', 'uk'].sort(),
    );
    for (const id of REGISTRATION_REGION_IDS) {
      expect(config.regional_settings[String(id)]?.company_types.length).toBeGreaterThanOrEqual(2);
    }
    const pl = config.regional_settings['2']!;
    expect(pl).toMatchObject({ min_order_points: 128, employee_limit: 10, flags: 3, vat_field: 'NIP' });
    expect(pl.links.terms).toBe('/pv/app/public/files/pl/terms.pdf');
    expect(pl.links.commercial_rules).toBe('/pv/app/public/files/pl/commercial-rules.pdf');
    expect(pl.company_types.some((ct) => ct.disclaimer_state === 2 && ct.declaration_state === 2)).toBe(true);
    expect(config.regional_settings['13']!.links.decor_terms).toBe('/pv/app/public/files/cz/decor-terms.pdf');
    expect(config.regional_settings['3']!.employee_limit).toBeNull();
    expect(config.behaviours['2']!.find((b) => b.slug === 'welcome-points')?.points).toBe('20');
    expect(config.behaviours['10']!.find((b) => b.slug === 'welcome-points')).toBeUndefined();
  });

  it('answers the same configuration on the public path', async () => {
    const [a, b] = await Promise.all([t.call('GET', '/api/v1/config'), t.call('GET', '/api/v1/config/public')]);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(b.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';

describe('GET /v2/company/validate', () => {
  const t = useTestApp();

  it('answers valid for values nobody has', async () => {
    const answer = await t.call('GET', '/api/v2/company/validate?email=free@example.com&phone=512999888&region_id=2');
    expect(answer).toMatchObject({ status: 200, body: { valid: true, errors: {} } });
  });

  it('marks each taken field with the specification message', async () => {
    const answer = await t.call(
      'GET',
      '/api/v2/company/validate?email=OWNER.PL@example.com&phone=500%20000%20001&region_id=2&registration_number_2=146327650',
    );
    expect(answer.body).toEqual({
      valid: false,
      errors: {
        email: ['The email has already been taken.'],
        phone: ['Phone number is not unique.'],
        registration_number_2: ['The company registration number has already been taken.'],
      },
    });
  });

  it('needs the region with a phone, and rejects malformed input with 400', async () => {
    expect((await t.call('GET', '/api/v2/company/validate?phone=512999888')).status).toBe(400);
    expect((await t.call('GET', '/api/v2/company/validate?email=nope')).status).toBe(400);
  });
});

describe('GET /v1/address/streets', () => {
  const t = useTestApp();

  it('suggests streets of the chosen country only, matching without diacritics', async () => {
    const answer = await t.call<{ suggestions: { street: string }[] }>(
      'GET',
      '/api/v1/address/streets?q=marszal&country=2&language=pl',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.suggestions.map((s) => s.street)).toEqual([
      'ulica Marszałka Józefa Piłsudskiego',
      'ulica Marszałkowska',
    ]);
    const cz = await t.call<{ suggestions: unknown[] }>('GET', '/api/v1/address/streets?q=marszal&country=13');
    expect(cz.body.suggestions).toEqual([]);
  });

  it('answers at most 5 suggestions and refuses a one-letter query', async () => {
    const answer = await t.call<{ suggestions: unknown[] }>('GET', '/api/v1/address/streets?q=ul&country=2');
    expect(answer.body.suggestions.length).toBeLessThanOrEqual(5);
    expect((await t.call('GET', '/api/v1/address/streets?q=u&country=2')).status).toBe(400);
  });
});

describe('GET /v1/survey', () => {
  const t = useTestApp();

  it('answers the main survey by default and the decor survey with its four questions', async () => {
    const main = await t.call<{ type: string; questions: { type: string; limit: number | null }[] }>(
      'GET',
      '/api/v1/survey',
    );
    expect(main.body.type).toBe('main');
    expect(main.body.questions[0]).toMatchObject({ type: 'multiple', limit: 3 });
    const decor = await t.call<{ questions: { key: string; options: { text: string }[] }[] }>(
      'GET',
      '/api/v1/survey?type=decor',
    );
    expect(decor.body.questions).toHaveLength(4);
    expect(decor.body.questions[1]!.options.map((o) => o.text)).toEqual(
      expect.arrayContaining(['Club brand', 'Fakro', 'Roto']),
    );
    expect((await t.call('GET', '/api/v1/survey?type=other')).status).toBe(400);
  });
});

import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { behaviourList, Certificate } from '#contract/behaviours.ts';
import { pdfText } from '#server/test/pdf-text.ts';
import { bearer, signIn, TEST_OPERATOR_KEY, useTestApp } from '#server/test/test-app.ts';

describe('behaviours and certificates', () => {
  const t = useTestApp();
  let pl: Record<string, string>;
  let member: Record<string, string>;
  let ro: Record<string, string>;
  beforeAll(async () => {
    pl = bearer((await signIn(t, 'owner.pl@example.com')).token);
    member = bearer((await signIn(t, 'member.pl@example.com')).token);
    ro = bearer((await signIn(t, 'owner.ro@example.com')).token);
  });
  const pdf = (uuid: string, auth: Record<string, string>) =>
    t.app.request(`/api/v1/behaviour/certificates/${uuid}/pdf`, { headers: auth });

  it("lists the region's behaviours with points as text, 15 per page by default", async () => {
    const res = await t.call('GET', '/api/v1/behaviour?region_id=2', undefined, pl);
    expect(res.status).toBe(200);
    const page = v.parse(behaviourList.response, res.body);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 15, last_page: 1, total: 8 });
    expect(page.data[0]).toMatchObject({ slug: 'welcome-points', points: '20' });
    // In the reader's language: the Polish owner's profile (decision 0281).
    expect(page.data.find((b) => b.slug === 'recommend')).toMatchObject({
      name: 'Poleć kolegę',
      points: '50',
    });
    const second = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?limit=3&page=3', undefined, pl)).body,
    );
    expect(second.data.map((b) => b.slug)).toEqual(['training', 'project-of-the-month']);
    expect(second.meta.last_page).toBe(3);
    const ua = v.parse(
      behaviourList.response,
      (await t.call('GET', '/api/v1/behaviour?region_id=11', undefined, pl)).body,
    );
    expect(ua.data.some((b) => b.slug === 'welcome-points')).toBe(false);
    expect((await t.call('GET', '/api/v1/behaviour?limit=1000', undefined, pl)).status).toBe(400);
  });

  it("lists the company's certificates, shared by owner and member, with expiry", async () => {
    const res = await t.call('GET', '/api/v1/behaviour/certificates', undefined, pl);
    expect(res.status).toBe(200);
    const list = v.parse(v.array(Certificate), res.body);
    expect(list.map((c) => c.slug)).toEqual(['sun-tunnel', 'certified-installer', 'flashing-training']);
    expect(list[1]).toMatchObject({
      name: 'Certyfikowany montażysta okien dachowych',
      longevity: 24,
      issued_on: '2025-11-15',
      expires_on: '2027-11-15',
      expired: false,
    });
    expect(list[2]!.expired).toBe(new Date().toISOString().slice(0, 10) > '2026-05-20');
    const fromMember = await t.call('GET', '/api/v1/behaviour/certificates', undefined, member);
    expect(fromMember.body).toEqual(res.body);
    expect(list[0]!.pdf).toBe(`/api/v1/behaviour/certificates/${list[0]!.uuid}/pdf`);
  });

  it('answers a real PDF for the company, 404 for another company, 401 without a token', async () => {
    const [mine] = (await t.call<Certificate[]>('GET', '/api/v1/behaviour/certificates', undefined, pl)).body;
    const res = await pdf(mine!.uuid, pl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="certificate-sun-tunnel-installer\.pdf"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes.slice(-8))).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(1000);

    const other = await pdf(mine!.uuid, ro);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Not found.' });
    expect((await pdf(mine!.uuid, {})).status).toBe(401);
    expect((await pdf('nope', pl)).status).toBe(400);
  });

  it('draws names with letters outside the PDF font instead of failing', async () => {
    await t.deps.db.query(
      "UPDATE company_certificates SET holder_name = 'Łukasz Żółć Олена' WHERE uuid = (SELECT uuid FROM company_certificates ORDER BY id LIMIT 1)",
    );
    const [row] = await t.deps.db.query<{ uuid: string }>(
      'SELECT uuid::text AS uuid FROM company_certificates ORDER BY id LIMIT 1',
    );
    const res = await pdf(row!.uuid, pl);
    expect(res.status).toBe(200);
  });

  // Decision 0287: the PDF in the reader's language, its fixed texts from seeded_translations (certificate_text).
  it('prints the certificate in the language the app asks for, else the profile’s: Polish and Ukrainian', async () => {
    const [mine] = (await t.call<Certificate[]>('GET', '/api/v1/behaviour/certificates', undefined, pl)).body;
    const read = async (headers: Record<string, string>) => {
      const res = await pdf(mine!.uuid, headers);
      expect(res.status).toBe(200);
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).normalize('NFC');
    };

    // The Polish owner's profile, as the app asks when no language was chosen on the device (`*`).
    const polish = await read({ ...pl, 'Accept-Language': '*' });
    for (const text of [
      'Certyfikat',
      'Montażysta świetlików tunelowych',
      'przyznany firmie',
      'Planowanie i montaż sztywnych i elastycznych świetlików tunelowych.',
      'Data wydania: 10. 2. 2026',
      'Ważny do 10. 2. 2028',
      `Certyfikat nr ${mine!.uuid}`,
    ])
      expect(polish).toContain(text);
    expect(polish).not.toMatch(/awarded to|Valid until|Issued on|Sun tunnel installer/);

    // Ukrainian chosen in the app (Accept-Language), over the Polish profile: Cyrillic drawn as written.
    const ukrainian = await read({ ...pl, 'Accept-Language': 'uk' });
    for (const text of [
      'Сертифікат',
      'Монтажник світлових тунелів',
      'виданий компанії',
      'Дата видачі: 10. 2. 2026',
      'Дійсний до 10. 2. 2028',
      `Сертифікат № ${mine!.uuid}`,
    ])
      expect(ukrainian).toContain(text);
    expect(ukrainian).not.toMatch(/awarded to|Valid until|Certyfikat/);

    // English asked for: the stored English texts; the file keeps its ASCII name in every language.
    expect(await read({ ...pl, 'Accept-Language': 'en-GB,en;q=0.9' })).toContain('Valid until 10. 2. 2028');
    const named = await pdf(mine!.uuid, { ...pl, 'Accept-Language': 'uk' });
    expect(named.headers.get('content-disposition')).toContain('certificate-sun-tunnel-installer.pdf');
  });

  it('has the certificate’s fixed texts in all 15 languages', async () => {
    const rows = await t.deps.db.query<{ language: string; n: number }>(
      "SELECT language, count(*)::int AS n FROM seeded_translations WHERE kind = 'certificate_text' GROUP BY language",
    );
    expect(rows.map((r) => r.language).sort()).toEqual(
      ['bg', 'bs', 'cs', 'en', 'et', 'hr', 'hu', 'lt', 'lv', 'pl', 'ro', 'sk', 'sl', 'sr', 'uk'].sort(),
    );
    expect(new Set(rows.map((r) => r.n))).toEqual(new Set([5]));
  });

  it('staff award a certificate: valid for its longevity, listed for the company, the installer notified', async () => {
    const key = { 'x-operator-key': TEST_OPERATOR_KEY };
    const award = { email: 'Owner.RO@example.com', slug: 'sun-tunnel', issued_on: '2026-01-31' };
    expect((await t.call('POST', '/api/operator/certificates', award)).status).toBe(401);
    const res = await t.call<Certificate>('POST', '/api/operator/certificates', award, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'sun-tunnel',
      issued_on: '2026-01-31',
      expires_on: '2028-01-31',
      expired: false,
    });
    const list = await t.call<Certificate[]>('GET', '/api/v1/behaviour/certificates', undefined, ro);
    expect(list.body.map((c) => c.uuid)).toContain(res.body.uuid);
    expect((await pdf(res.body.uuid, ro)).status).toBe(200);
    expect((await pdf(res.body.uuid, pl)).status).toBe(404);
    const [note] = await t.deps.db.query<{ event: string; meta: { certificate_uuid: string } }>(
      "SELECT n.event, n.meta FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'owner.ro@example.com' AND n.event = 'certificate.awarded'",
    );
    expect(note?.meta.certificate_uuid).toBe(res.body.uuid);

    const unknown = await t.call('POST', '/api/operator/certificates', { ...award, slug: 'astronaut' }, key);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Certificate not found.' } });
    const nobody = await t.call('POST', '/api/operator/certificates', { ...award, email: 'nobody@example.com' }, key);
    expect(nobody).toMatchObject({ status: 404, body: { message: 'Installer not found.' } });
    const bad = await t.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/operator/certificates',
      { email: 'x', slug: '', issued_on: '31.1.2026' },
      key,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'issued_on', 'slug']);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/test-app.ts';
import { migrate } from '../migrate.ts';
import { seedIfEmpty } from './seed.ts';

interface Account {
  email: string;
  phone: string;
  name: string;
  surname: string;
  role: number;
  region: string;
  language: string;
  options: Record<string, unknown>;
  company: string;
  registration_number: string | null;
  company_type_id: number | null;
  has_survey: boolean;
  created_at: Date;
  balance: number;
  is_decor_installer: boolean;
}

describe('the demo data', () => {
  const t = useTestApp();
  const account = async (email: string) => {
    const [row] = await t.deps.db.query<Account>(
      `SELECT u.email, u.phone, u.name, u.surname, u.role, r.slug AS region, l.code AS language, u.options,
         c.name AS company, c.registration_number, c.company_type_id, (c.survey IS NOT NULL) AS has_survey,
         u.created_at, u.is_decor_installer,
         (SELECT coalesce(sum(points), 0)::int FROM points_ledger p WHERE p.company_id = c.id) AS balance
       FROM users u JOIN companies c ON c.id = u.company_id JOIN regions r ON r.id = u.region_id
       JOIN languages l ON l.id = u.language_id WHERE u.email = $1`,
      [email],
    );
    return row!;
  };

  it('has the PL owner with 1,200 points and the member in the same company', async () => {
    const owner = await account('owner.pl@example.com');
    expect(owner).toMatchObject({
      phone: '+48500000001',
      name: 'Piotr',
      surname: 'Kowalski',
      role: 3,
      region: 'pl',
      language: 'pl',
      company: 'Kowalski Dachy Sp. z o.o.',
      company_type_id: 21,
      has_survey: true,
      balance: 1200,
    });
    expect(owner.options).toMatchObject({ hasAgreedToTerms: true, consentSeen: true });
    const member = await account('member.pl@example.com');
    expect(member).toMatchObject({ name: 'Anna', surname: 'Nowak', role: 4, company: owner.company, balance: 1200 });
  });

  it('has the RO owner, the CZ decor owner and the SK legacy owner', async () => {
    expect(await account('owner.ro@example.com')).toMatchObject({
      name: 'Andrei',
      surname: 'Popescu',
      role: 3,
      region: 'ro',
    });
    expect(await account('decor.cz@example.com')).toMatchObject({
      name: 'Jana',
      surname: 'Nováková',
      role: 7,
      region: 'cz',
      is_decor_installer: true,
    });
    const legacy = await account('legacy.sk@example.com');
    expect(legacy).toMatchObject({
      name: 'Marek',
      surname: 'Horváth',
      role: 3,
      region: 'sk',
      options: {},
      registration_number: null,
      company_type_id: null,
      has_survey: false,
    });
    expect(new Date(legacy.created_at).toISOString().slice(0, 10)).toBe('2023-06-01');
  });

  it('does not migrate or seed twice', async () => {
    const countUsers = async () => (await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
    const before = await countUsers();
    expect(await migrate(t.deps.db)).toEqual([]);
    expect(await seedIfEmpty(t.deps.db, { demo: true })).toBe(false);
    expect(await countUsers()).toBe(before);
  });

  it('keeps the ledger append-only in sign: positive rows cannot be negative', async () => {
    await expect(
      t.deps.db.query(
        "INSERT INTO points_ledger (company_id, reason, variation, points) VALUES (1, 'Order Reservation', 'positive', -5)",
      ),
    ).rejects.toThrow();
  });
});

import type { Certificate } from '#contract/behaviours.ts';
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/db.ts';
import { ApiError } from '#server/http/api-error.ts';
import { notifyUser } from '../notifications/notify.ts';
import { companyCertificates } from './company-certificates.ts';

export interface Award {
  email: string;
  slug: string;
  issuedOn: string | undefined;
}

/** Staff award a certificate to an installer's company; it lasts the certificate's longevity in months. */
export async function awardCertificate(db: Db, clock: Clock, award: Award): Promise<Certificate> {
  const today = clock.now().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; company_id: number; holder: string }>(
      "SELECT id, company_id, name || ' ' || surname AS holder FROM users WHERE email = lower($1) AND active = 1",
      [award.email],
    );
    if (!user) throw new ApiError(404, 'Installer not found.');
    const [row] = await tx.query<{ uuid: string; name: string }>(
      `INSERT INTO company_certificates (company_id, certificate_id, holder_name, issued_on, expires_on)
       SELECT $1, c.id, $2, $3::date, ($3::date + make_interval(months => c.longevity))::date
       FROM certificates c WHERE c.slug = $4
       RETURNING uuid::text AS uuid, (SELECT name FROM certificates WHERE slug = $4) AS name`,
      [user.company_id, user.holder, award.issuedOn ?? today, award.slug],
    );
    if (!row) throw new ApiError(404, 'Certificate not found.');
    await notifyUser(tx, user.id, {
      type: 'info',
      event: 'certificate.awarded',
      title: 'New certificate',
      text: `You have been awarded the certificate "${row.name}". Download it from your profile.`,
      meta: { certificate_uuid: row.uuid, certificate_name: row.name },
      at: clock.now(),
    });
    const held = await companyCertificates(tx, user.company_id, today);
    return held.find((c) => c.uuid === row.uuid)!;
  });
}

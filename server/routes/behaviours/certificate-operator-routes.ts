import { certificateAward } from '#contract/behaviours.ts';
import { joinedTransaction } from '#server/db/db.ts';
import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { awardCertificate } from '#server/services/certificates/award-certificate.ts';
import { writeAudit } from '#server/services/staff/audit-log.ts';

/** Mounted below /operator, behind the operator key (registerOperatorRoutes); audited as the key (decision 0276). */
export function registerCertificateOperatorRoutes(mount: Mounter, deps: Deps): void {
  const { db, clock } = deps;
  mount.anyone(certificateAward, async ({ body, c }) =>
    db.transaction(async (tx) => {
      const certificate = await awardCertificate(joinedTransaction(tx, db.engine), clock, {
        email: body.email,
        slug: body.slug,
        issuedOn: body.issued_on,
      });
      await writeAudit(
        tx,
        { kind: 'operator key' },
        {
          action: 'certificate.awarded',
          objectType: 'certificate',
          objectId: certificate.uuid,
          after: { slug: body.slug, issued_on: certificate.issued_on },
        },
        clock.now(),
        c.get('requestId') ?? null,
      );
      return certificate;
    }),
  );
}

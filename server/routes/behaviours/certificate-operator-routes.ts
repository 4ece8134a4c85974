import { certificateAward } from '#contract/behaviours.ts';
import type { Deps } from '#server/deps.ts';
import type { Mounter } from '#server/http/mount.ts';
import { awardCertificate } from '#server/services/certificates/award-certificate.ts';

/** Mounted below /operator, behind the operator key (registerOperatorRoutes). */
export function registerCertificateOperatorRoutes(mount: Mounter, deps: Deps): void {
  mount.anyone(certificateAward, async ({ body }) =>
    awardCertificate(deps.db, deps.clock, { email: body.email, slug: body.slug, issuedOn: body.issued_on }),
  );
}

import type { Hono } from 'hono';
import { behaviourList, certificateList, certificatePdf } from '#contract/behaviours.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/http/api-error.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Mounter } from '#server/http/mount.ts';
import { readerOf } from '#server/http/reader-language.ts';
import { certificatePdf as renderPdf } from '#server/services/certificates/certificate-pdf.ts';
import { certificateDocument, companyCertificates } from '#server/services/certificates/company-certificates.ts';
import { behaviourPage } from '#server/services/content/behaviour-list.ts';
import { mountBinary } from '../content/binary-route.ts';

export function registerBehaviourRoutes(api: Hono<AppEnv>, mount: Mounter, deps: Deps): void {
  mount.user(behaviourList, async ({ c, query, user }) =>
    behaviourPage(deps.db, query.region_id ?? user.regionId, query.page, query.limit, readerOf(c, user)),
  );

  mount.user(certificateList, async ({ c, user }) =>
    companyCertificates(deps.db, user.companyId, deps.clock.now().toISOString().slice(0, 10), readerOf(c, user)),
  );

  // In the reader's language (decision 0287); the file's name stays the English name's, plain ASCII.
  mountBinary(api, deps, certificatePdf, async ({ c, params, user }) => {
    const doc = await certificateDocument(deps.db, user.companyId, params.uuid, readerOf(c, user));
    if (!doc) throw notFound();
    const slug = doc.englishName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      bytes: await renderPdf(doc, deps.clock.now()),
      type: 'application/pdf',
      headers: {
        'Content-Disposition': `attachment; filename="certificate-${slug || 'club'}.pdf"`,
        'Cache-Control': 'private, no-cache',
      },
    };
  });
}

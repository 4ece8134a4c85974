import type { Certificate } from '#contract/behaviours.ts';
import type { Queryable } from '#server/db/db.ts';
import type { Reader } from '../i18n/reader.ts';
import { readerText } from '../i18n/seeded-text.ts';
import type { CertificateDocument } from './certificate-pdf.ts';

interface Row {
  uuid: string;
  name: string;
  slug: string;
  icon: string;
  description: string;
  longevity: number;
  issued_on: string;
  expires_on: string;
  expired: boolean;
}

// Dates are answered as text so neither engine's date parsing (or the server's time zone) shifts them.
const COLUMNS = `cc.uuid::text AS uuid, c.slug, c.icon, c.longevity,
  to_char(cc.issued_on, 'YYYY-MM-DD') AS issued_on, to_char(cc.expires_on, 'YYYY-MM-DD') AS expires_on`;

/**
 * The certificates a company holds, newest first; `expired` is judged on the given day. Names and descriptions
 * are in the reader's language, English where a certificate has no translation.
 */
export async function companyCertificates(
  db: Queryable,
  companyId: number,
  today: string,
  reader: Reader = { userId: null, language: null },
): Promise<Certificate[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS}, cc.expires_on < $2::date AS expired,
       ${readerText('certificate_name', 'c.slug', 'c.name', '$3', '$4')} AS name,
       ${readerText('certificate_description', 'c.slug', 'c.description', '$3', '$4')} AS description
     FROM company_certificates cc JOIN certificates c ON c.id = cc.certificate_id
     WHERE cc.company_id = $1 ORDER BY cc.issued_on DESC, cc.id DESC`,
    [companyId, today, reader.userId, reader.language],
  );
  return rows.map((r) => ({ ...r, pdf: `/api/v1/behaviour/certificates/${r.uuid}/pdf` }));
}

/** What the PDF shows, only when the certificate belongs to the company (else undefined: a 404). */
export async function certificateDocument(
  db: Queryable,
  companyId: number,
  uuid: string,
): Promise<CertificateDocument | undefined> {
  const [row] = await db.query<Row & { company_name: string; holder_name: string }>(
    `SELECT ${COLUMNS}, c.name, c.description, co.name AS company_name, cc.holder_name
     FROM company_certificates cc JOIN certificates c ON c.id = cc.certificate_id
     JOIN companies co ON co.id = cc.company_id
     WHERE cc.uuid = $1 AND cc.company_id = $2`,
    [uuid, companyId],
  );
  if (!row) return undefined;
  return {
    uuid: row.uuid,
    certificateName: row.name,
    description: row.description,
    companyName: row.company_name,
    holderName: row.holder_name,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
  };
}

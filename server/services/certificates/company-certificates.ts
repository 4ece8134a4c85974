import type { Certificate } from '#contract/behaviours.ts';
import type { Queryable } from '#server/db/db.ts';
import { NOBODY, type Reader } from '../i18n/reader.ts';
import { readerLanguageOf, readerText, readerTexts } from '../i18n/seeded-text.ts';
import type { CertificateDocument, CertificateTexts } from './certificate-pdf.ts';

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
  reader: Reader = NOBODY,
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

/**
 * What the PDF shows, in the reader's language (decision 0287: its name, description and fixed texts; English for
 * any text without a translation), only when the certificate belongs to the company (else undefined: a 404).
 */
export async function certificateDocument(
  db: Queryable,
  companyId: number,
  uuid: string,
  reader: Reader = NOBODY,
): Promise<(CertificateDocument & { englishName: string }) | undefined> {
  const [row] = await db.query<
    Row & { company_name: string; holder_name: string; english_name: string; language: string }
  >(
    `SELECT ${COLUMNS}, c.name AS english_name, co.name AS company_name, cc.holder_name,
       ${readerText('certificate_name', 'c.slug', 'c.name', '$3', '$4')} AS name,
       ${readerText('certificate_description', 'c.slug', 'c.description', '$3', '$4')} AS description,
       coalesce(${readerLanguageOf('$3', '$4')}, 'en') AS language
     FROM company_certificates cc JOIN certificates c ON c.id = cc.certificate_id
     JOIN companies co ON co.id = cc.company_id
     WHERE cc.uuid = $1 AND cc.company_id = $2`,
    [uuid, companyId, reader.userId, reader.language],
  );
  if (!row) return undefined;
  const texts = await readerTexts(db, 'certificate_text', reader);
  return {
    uuid: row.uuid,
    certificateName: row.name,
    englishName: row.english_name,
    description: row.description,
    companyName: row.company_name,
    holderName: row.holder_name,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    texts: Object.fromEntries(texts) as Partial<CertificateTexts>,
    language: row.language,
  };
}

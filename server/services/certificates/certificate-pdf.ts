import { embedUnicodeFonts } from '../pdf/unicode-fonts.ts';

/** The certificate's fixed texts; `{date}` and `{number}` are filled in when it is drawn. */
export interface CertificateTexts {
  title: string;
  awarded_to: string;
  issued_on: string;
  valid_until: string;
  number: string;
}

/**
 * English, the fallback for a text the reader's language lacks; the 15 languages' texts are rows of
 * seeded_translations (kind certificate_text, migration 0029, decision 0287).
 */
export const ENGLISH_CERTIFICATE_TEXTS: CertificateTexts = {
  title: 'Certificate',
  awarded_to: 'awarded to',
  issued_on: 'Issued on {date}',
  valid_until: 'Valid until {date}',
  number: 'Certificate no. {number}',
};

export interface CertificateDocument {
  uuid: string;
  certificateName: string;
  description: string;
  companyName: string;
  holderName: string;
  issuedOn: string;
  expiresOn: string;
  /** The fixed texts in the reader's language; English for any not given. */
  texts?: Partial<CertificateTexts>;
  /** The language the texts are in (the PDF's /Lang, for screen readers); English when not given. */
  language?: string;
}

/** The spec's date format, d. M. yyyy, from an ISO date (yyyy-mm-dd). */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

/**
 * An A4 landscape certificate: title, certificate name, company and holder, validity dates, in the language of its
 * texts (DejaVu Sans draws every club language's letters, Cyrillic included).
 */
export async function certificatePdf(doc: CertificateDocument, now: Date): Promise<Uint8Array> {
  // Loaded on the first PDF: pdf-lib and fontkit hold tens of megabytes a server that never prints need not keep.
  const { PDFDocument, rgb } = await import('pdf-lib');
  const GREEN = rgb(0.08, 0.35, 0.25);
  const GREY = rgb(0.35, 0.35, 0.35);
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([842, 595]);
  const { regular, bold } = await embedUnicodeFonts(pdf);
  const { width } = page.getSize();
  const centred = (text: string, y: number, size: number, font = regular, color = GREY) => {
    const safe = text.replace(/\s+/g, ' ');
    // Long names shrink to fit the page instead of running off it.
    const fitted = Math.min(size, (size * (width - 120)) / Math.max(1, font.widthOfTextAtSize(safe, size)));
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, fitted)) / 2, y, size: fitted, font, color });
  };
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 547, borderColor: GREEN, borderWidth: 4 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: 527, borderColor: GREEN, borderWidth: 1 });
  const text = (key: keyof CertificateTexts, fill: Record<string, string> = {}) =>
    (doc.texts?.[key] || ENGLISH_CERTIFICATE_TEXTS[key]).replace(
      /\{(\w+)\}/g,
      (all, name: string) => fill[name] ?? all,
    );
  // The club's name is the brand's, in every language.
  centred('INSTALLER CLUB', 500, 16, bold, GREEN);
  centred(text('title'), 440, 44, bold, GREEN);
  centred(doc.certificateName, 395, 24, bold, rgb(0.1, 0.1, 0.1));
  centred(text('awarded_to'), 350, 14);
  centred(doc.companyName, 315, 26, bold, rgb(0.1, 0.1, 0.1));
  if (doc.holderName) centred(doc.holderName, 285, 16);
  if (doc.description) centred(doc.description, 240, 12);
  const issued = text('issued_on', { date: displayDate(doc.issuedOn) });
  centred(`${issued}  ·  ${text('valid_until', { date: displayDate(doc.expiresOn) })}`, 180, 14, bold);
  centred(text('number', { number: doc.uuid }), 70, 9);
  pdf.setTitle(`${doc.certificateName} - ${doc.companyName}`);
  pdf.setLanguage(doc.language ?? 'en');
  pdf.setAuthor('Installer Club');
  pdf.setCreator('Installer Club');
  pdf.setProducer('Installer Club');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}

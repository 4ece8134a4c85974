import { embedUnicodeFonts } from '../pdf/unicode-fonts.ts';

export interface CertificateDocument {
  uuid: string;
  certificateName: string;
  description: string;
  companyName: string;
  holderName: string;
  issuedOn: string;
  expiresOn: string;
}

/** The spec's date format, d. M. yyyy, from an ISO date (yyyy-mm-dd). */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

/** An A4 landscape certificate: title, certificate name, company and holder, validity dates. */
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
  centred('INSTALLER CLUB', 500, 16, bold, GREEN);
  centred('Certificate', 440, 44, bold, GREEN);
  centred(doc.certificateName, 395, 24, bold, rgb(0.1, 0.1, 0.1));
  centred('awarded to', 350, 14);
  centred(doc.companyName, 315, 26, bold, rgb(0.1, 0.1, 0.1));
  if (doc.holderName) centred(doc.holderName, 285, 16);
  if (doc.description) centred(doc.description, 240, 12);
  centred(`Issued on ${displayDate(doc.issuedOn)}  ·  Valid until ${displayDate(doc.expiresOn)}`, 180, 14, bold);
  centred(`Certificate no. ${doc.uuid}`, 70, 9);
  pdf.setTitle(`${doc.certificateName} - ${doc.companyName}`);
  pdf.setAuthor('Installer Club');
  pdf.setCreator('Installer Club');
  pdf.setProducer('Installer Club');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return pdf.save();
}

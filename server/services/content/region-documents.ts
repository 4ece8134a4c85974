import type { Config } from '#contract/config.ts';
import { embedUnicodeFonts } from '../pdf/unicode-fonts.ts';

const TITLES: Record<string, string> = {
  terms: 'Terms and conditions of the Installer Club',
  'decor-terms': 'Terms and conditions for decor installers',
  privacy: 'Privacy notice',
  'marketing-consent': 'Consent to marketing communication',
};

// Placeholder wording: the legal texts are supplied by each country's staff; the club links to a real
// document so the registration and profile screens never lead to a dead link.
const PARAGRAPHS = [
  'The Installer Club is a loyalty programme for professional installers of roof windows and their companies.',
  'Members collect points for registered projects, scanned products and surveys, and spend them in the club shop.',
  'Points are credited to the member company. Points expire as described in the club rules published in the app.',
  'The organiser processes personal data only to run the club, as described in the privacy notice.',
  'This document is a demonstration copy; the binding version is published by the organiser in each country.',
];

/** Which document a public files path names: `<region slug>/<document>.pdf` linked from the config. */
export function linkedDocument(config: Config, path: string): { title: string; country: string } | undefined {
  for (const country of config.countries) {
    const links = config.regional_settings[String(country.id)]?.links;
    if (!links || !Object.values(links).includes(path)) continue;
    const name =
      path
        .split('/')
        .pop()
        ?.replace(/\.pdf$/, '') ?? '';
    const title = TITLES[name];
    return title ? { title, country: country.name } : undefined;
  }
  return undefined;
}

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF with the document's title, country and text. */
export async function regionDocumentPdf(doc: { title: string; country: string }): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib'); // loaded on the first PDF (issue 15: idle memory)
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const { regular: font, bold } = await embedUnicodeFonts(pdf);
  page.drawText(doc.title, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.08, 0.35, 0.25) });
  page.drawText(`Installer Club ${doc.country}`, { x: 56, y: 745, size: 12, font });
  let y = 700;
  PARAGRAPHS.forEach((paragraph, index) => {
    for (const line of wrap(`${index + 1}. ${paragraph}`, 483, (s) => font.widthOfTextAtSize(s, 11))) {
      page.drawText(line, { x: 56, y, size: 11, font });
      y -= 16;
    }
    y -= 10;
  });
  pdf.setTitle(`${doc.title} - ${doc.country}`);
  pdf.setProducer('Installer Club');
  pdf.setCreator('Installer Club');
  // Fixed dates keep the bytes (and so the ETag) stable across restarts.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return pdf.save();
}

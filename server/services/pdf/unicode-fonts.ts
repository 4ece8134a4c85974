import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const fontPath = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

let files: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans (shipped by the dejavu-fonts-ttf package): Latin with every diacritic the club needs, and Cyrillic. */
function fontFiles() {
  files ??= Promise.all([readFile(fontPath('DejaVuSans.ttf')), readFile(fontPath('DejaVuSans-Bold.ttf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return files;
}

/**
 * Embeds a Unicode font into the document (subset to the letters used), so "Wiśniewski", "Ștefănescu" and
 * "Шевченко" print as written; pdf-lib's standard fonts only encode WinAnsi.
 */
export async function embedUnicodeFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit((await import('@pdf-lib/fontkit')).default);
  const { regular, bold } = await fontFiles();
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}

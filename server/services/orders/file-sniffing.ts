/** A detected file type: its MIME type and the extension the stored copy gets. */
export interface Sniffed {
  type: string;
  ext: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

const SIGNATURES: { bytes: number[]; sniffed: Sniffed }[] = [
  { bytes: [0xff, 0xd8, 0xff], sniffed: { type: 'image/jpeg', ext: 'jpg' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], sniffed: { type: 'image/png', ext: 'png' } },
  // Illustrator files since CS are PDFs inside; older ones are PostScript (below).
  { bytes: ascii('%PDF-'), sniffed: { type: 'application/pdf', ext: 'pdf' } },
  { bytes: ascii('%!PS'), sniffed: { type: 'application/postscript', ext: 'eps' } },
  // Binary EPS with a DOS preview header.
  { bytes: [0xc5, 0xd0, 0xd3, 0xc6], sniffed: { type: 'application/postscript', ext: 'eps' } },
  { bytes: [0x50, 0x4b, 0x03, 0x04], sniffed: { type: 'application/zip', ext: 'zip' } },
  { bytes: [0x50, 0x4b, 0x05, 0x06], sniffed: { type: 'application/zip', ext: 'zip' } },
  { bytes: [0x49, 0x49, 0x2a, 0x00], sniffed: { type: 'image/tiff', ext: 'tif' } },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], sniffed: { type: 'image/tiff', ext: 'tif' } },
  { bytes: ascii('8BPS'), sniffed: { type: 'image/vnd.adobe.photoshop', ext: 'psd' } },
];

/**
 * An SVG is XML whose root element is <svg>: after an optional BOM, XML declaration, comments and
 * doctype, the first element must be `svg` (with or without a namespace prefix).
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const prolog = /^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i;
  for (let i = 0; i < 20; i++) {
    const match = prolog.exec(text);
    if (!match) break;
    text = text.slice(match[0].length);
  }
  return /^\s*<([A-Za-z_][\w.-]*:)?svg[\s>/]/.test(text);
}

/** The file's type by its content, or null when it is none of the types a print shop accepts. */
export function sniffFileType(bytes: Uint8Array): Sniffed | null {
  for (const { bytes: signature, sniffed } of SIGNATURES) if (startsWith(bytes, signature)) return sniffed;
  if (looksLikeSvg(bytes)) return { type: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** A detected file type: its MIME type and the extension the stored copy gets. */
export interface Sniffed {
  type: string;
  ext: string;
}

/** What file-type reports for the kinds a print shop takes -> the type and extension the club stores. */
const ACCEPTED: Record<string, Sniffed> = {
  'image/jpeg': { type: 'image/jpeg', ext: 'jpg' },
  'image/png': { type: 'image/png', ext: 'png' },
  'application/pdf': { type: 'application/pdf', ext: 'pdf' },
  'application/postscript': { type: 'application/postscript', ext: 'eps' },
  'application/eps': { type: 'application/postscript', ext: 'eps' },
  // Illustrator files since CS are PDFs inside; file-type tells them by their private data.
  'application/illustrator': { type: 'application/postscript', ext: 'ai' },
  'application/zip': { type: 'application/zip', ext: 'zip' },
  'image/tiff': { type: 'image/tiff', ext: 'tif' },
  'image/vnd.adobe.photoshop': { type: 'image/vnd.adobe.photoshop', ext: 'psd' },
};

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

/**
 * The file's type by its content (file-type reads the magic numbers), or null when it is none of the types a print
 * shop accepts. SVG is text without magic numbers: it is recognised by its root element.
 */
export async function sniffFileType(bytes: Uint8Array): Promise<Sniffed | null> {
  const { fileTypeFromBuffer } = await import('file-type'); // loaded on first use (issue 15: idle memory)
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected?.ext === 'ai' ? ACCEPTED['application/illustrator'] : ACCEPTED[detected?.mime ?? ''];
  if (accepted) return accepted;
  // file-type reports an SVG with an XML declaration as XML, and one without as nothing.
  const text = detected === undefined || detected.mime === 'application/xml';
  return text && looksLikeSvg(bytes) ? { type: 'image/svg+xml', ext: 'svg' } : null;
}

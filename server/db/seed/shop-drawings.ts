/**
 * The demo shop's product pictures, drawn as SVG in code (docs/decisions/0285): the seed keeps each drawing in the
 * picture store once, and the store renders it as AVIF and WebP at the sizes the app asks for. No words in any of them:
 * the club is read in 15 languages. Every drawing is 800 x 800, its object on a floor shadow over a tint of its colour.
 */

/** `color` mixed with `other` by `amount` (0: color, 1: other); hex in, hex out. */
export function mix(color: string, other: string, amount: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const a = rgb(color);
  const b = rgb(other);
  return `#${a
    .map((value, i) => Math.round(value + (b[i]! - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

export const BRAND = '#0b4f8a';
const INK = '#0b2236';

/** The square every picture is drawn in: a soft tint of the product's colour, a light, and the floor's shadow. */
export function frame(tint: string, body: string, shadow = { cx: 400, rx: 270 }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${mix(tint, '#ffffff', 0.9)}"/><stop offset="1" stop-color="${mix(tint, '#ffffff', 0.72)}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="650" cy="150" r="250" fill="#ffffff" opacity="0.35"/>
<circle cx="110" cy="720" r="190" fill="${mix(tint, '#ffffff', 0.6)}" opacity="0.35"/>
<ellipse cx="${shadow.cx}" cy="700" rx="${shadow.rx}" ry="26" fill="${INK}" opacity="0.13"/>
${body}
</svg>`;
}

/** The club's mark (the app's icon: a roof over a four-pane window), `size` px wide at (x, y). */
export function clubMark(x: number, y: number, size: number, ground = BRAND, pane = '#9fd3ff'): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})"><rect width="64" height="64" rx="14" fill="${ground}"/><path d="M8 34 32 12l24 22" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><rect x="22" y="30" width="20" height="20" rx="2" fill="${pane}"/><path d="M32 30v20M22 40h20" stroke="${ground}" stroke-width="3"/></g>`;
}

/** Grey bars where a printed piece has its text: never words, the pictures are for every language. */
export function textBars(x: number, y: number, widths: number[], color = '#c3ccd6', height = 12, gap = 12): string {
  return widths
    .map(
      (width, i) =>
        `<rect x="${x}" y="${y + i * (height + gap)}" width="${width}" height="${height}" rx="${height / 2}" fill="${color}"/>`,
    )
    .join('');
}

/**
 * A pitched roof with a roof window in its flashing under a sunny sky, drawn in a 400 x 300 box placed at (x, y) and
 * scaled to `width`; `id` keeps its clip apart from other scenes in the same drawing.
 */
export function roofScene(id: string, x: number, y: number, width: number, blind = false): string {
  const slope = (row: number) => (row - 110) * 1.11;
  const rows = [150, 180, 210, 240, 270]
    .map((row) => `<path d="M${200 - slope(row)} ${row}H${200 + slope(row)}" stroke="#8d3a28" stroke-width="5"/>`)
    .join('');
  const glass = blind
    ? `<rect x="181" y="191" width="38" height="58" fill="#f3d9a4"/><path d="M181 201H219M181 211H219M181 221H219M181 231H219M181 241H219" stroke="#d9b872" stroke-width="3"/>`
    : `<rect x="181" y="191" width="38" height="58" fill="#a9dcf7"/><path d="M181 191H219L181 232Z" fill="#fff" opacity="0.45"/>`;
  return `<defs><clipPath id="${id}"><rect width="400" height="300" rx="14"/></clipPath></defs>
<g transform="translate(${x} ${y}) scale(${width / 400})"><g clip-path="url(#${id})">
<rect width="400" height="300" fill="#8ec9ee"/><rect y="170" width="400" height="130" fill="#c4e6f8"/>
<circle cx="330" cy="62" r="30" fill="#ffd45c"/>
<path d="M-20 320 L200 104 L420 320Z" fill="#b8553c"/>${rows}
<rect x="163" y="173" width="74" height="94" rx="5" fill="#66727c"/>
<rect x="172" y="182" width="56" height="76" rx="3" fill="#3e4b56"/>${glass}
</g></g>`;
}

/** Small service glyphs of the print pieces, in a 40 x 40 box: a roof window, a blind, an awning, flashing, a ruler. */
export function serviceGlyph(kind: number, x: number, y: number, color: string): string {
  const glyphs = [
    `<rect x="6" y="6" width="28" height="28" rx="3" fill="none" stroke="${color}" stroke-width="4"/><path d="M20 6V34M6 20H34" stroke="${color}" stroke-width="3"/>`,
    `<rect x="6" y="5" width="28" height="30" rx="2" fill="none" stroke="${color}" stroke-width="4"/><path d="M10 13H30M10 20H30M10 27H30" stroke="${color}" stroke-width="3"/>`,
    `<path d="M4 12H36L32 24H8Z" fill="${color}"/><path d="M8 24Q11 30 14 24Q17 30 20 24Q23 30 26 24Q29 30 32 24" fill="none" stroke="${color}" stroke-width="3"/><path d="M6 8H34" stroke="${color}" stroke-width="4"/>`,
    `<path d="M4 34L20 8L36 34" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round"/><rect x="13" y="20" width="14" height="12" fill="${color}"/>`,
    `<rect x="3" y="13" width="34" height="14" rx="2" fill="none" stroke="${color}" stroke-width="4"/><path d="M10 13V20M17 13V22M24 13V20M31 13V22" stroke="${color}" stroke-width="3"/>`,
    `<path d="M20 4L34 10V20Q34 31 20 37Q6 31 6 20V10Z" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round"/><path d="M13 20L18 25L27 15" fill="none" stroke="${color}" stroke-width="4"/>`,
  ];
  return `<g transform="translate(${x} ${y})">${glyphs[kind % glyphs.length]}</g>`;
}

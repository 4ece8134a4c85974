import { BRAND, clubMark, frame, mix, roofScene, serviceGlyph, textBars } from './shop-drawings.ts';

export type VoucherMotif = 'gift' | 'home' | 'sport' | 'tech';

/** The shop's sign on a voucher: a glyph in a 120 px box. */
const MOTIFS: Record<VoucherMotif, (c: string) => string> = {
  gift: (c) =>
    `<rect x="18" y="52" width="84" height="56" rx="6" fill="${c}"/><rect x="12" y="36" width="96" height="22" rx="5" fill="${c}"/><rect x="53" y="36" width="14" height="72" fill="#fff"/><path d="M60 36Q36 6 30 26Q28 38 60 36Q92 38 90 26Q84 6 60 36Z" fill="none" stroke="${c}" stroke-width="8"/>`,
  home: (c) =>
    `<path d="M14 62L60 20L106 62" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M28 56V104H92V56" fill="${c}"/><rect x="50" y="74" width="20" height="30" fill="#fff"/>`,
  sport: (c) =>
    `<path d="M6 104L44 40L66 74L80 54L114 104Z" fill="${c}"/><path d="M44 40L54 58L36 58Z" fill="#fff"/><circle cx="90" cy="26" r="14" fill="${c}"/>`,
  tech: (c) =>
    `<rect x="20" y="22" width="80" height="56" rx="6" fill="${c}"/><rect x="28" y="30" width="64" height="40" rx="3" fill="#fff"/><path d="M8 84H112L104 98H16Z" fill="${c}"/>`,
};

/** A gift card of a shop in its colour, with its sign and a barcode, half out of its envelope. */
export function voucher(color: string, motif: VoucherMotif): string {
  const dark = mix(color, '#000000', 0.25);
  const bars = [0, 6, 10, 18, 22, 30, 36, 40, 48, 52, 58, 66, 70, 76, 84, 90]
    .map((x, i) => `<rect x="${x}" y="0" width="${i % 3 === 0 ? 4 : 2}" height="44" fill="#263238"/>`)
    .join('');
  return frame(
    color,
    `<g transform="translate(120 370) rotate(5)"><rect width="560" height="290" rx="14" fill="#f6f1e7"/><path d="M0 14L280 180L560 14" fill="none" stroke="#ddd3c2" stroke-width="8"/></g>
<g transform="translate(150 250) rotate(-7)">
<defs><linearGradient id="card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="480" height="300" rx="22" fill="url(#card)"/>
<path d="M0 220Q160 160 300 220T480 200V278Q480 300 458 300H22Q0 300 0 278Z" fill="#ffffff" opacity="0.14"/>
<rect x="340" y="0" width="34" height="300" fill="#ffffff" opacity="0.85"/>
<path d="M357 96Q316 40 300 80Q292 112 357 96Q422 112 414 80Q398 40 357 96Z" fill="#ffffff"/>
<circle cx="130" cy="120" r="84" fill="#ffffff"/><g transform="translate(70 60)">${MOTIFS[motif](color)}</g>
<rect x="40" y="232" width="112" height="60" rx="8" fill="#ffffff"/><g transform="translate(50 240)">${bars}</g>
</g>`,
  );
}

/** The club's prepaid card: a chip, the contactless sign, the club's mark and its number as dots. */
export function clubCard(color: string): string {
  const dots = [0, 1, 2, 3]
    .map((group) =>
      [0, 1, 2, 3]
        .map((i) => `<circle cx="${52 + group * 104 + i * 20}" cy="250" r="6" fill="#ffffff" opacity="0.85"/>`)
        .join(''),
    )
    .join('');
  return frame(
    color,
    `<g transform="translate(170 190) rotate(8)"><rect width="500" height="316" rx="24" fill="${mix(BRAND, '#000000', 0.2)}"/></g>
<g transform="translate(130 230) rotate(-6)">
<defs><linearGradient id="cc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(color, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${mix(color, '#000000', 0.3)}"/></linearGradient></defs>
<rect width="500" height="316" rx="24" fill="url(#cc)"/><path d="M0 90Q250 10 500 120V0H0Z" fill="#ffffff" opacity="0.12"/>
<rect x="50" y="110" width="78" height="60" rx="10" fill="#f3c969"/><path d="M50 130H128M50 150H128M89 110V170" stroke="#c79a34" stroke-width="4"/>
<path d="M158 118Q172 140 158 162M176 108Q198 140 176 172M194 98Q224 140 194 182" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>
${clubMark(396, 34, 70, '#ffffff', '#9fd3ff').replace(/stroke="#fff"/, `stroke="${color}"`)}${dots}</g>`,
  );
}

/** A5 flyers fanned out: the front (a roof window in a roof, the company's mark, text, services) or the back. */
export function flyer(color: string, side: 'front' | 'back'): string {
  const sheet = (inner: string) =>
    `<rect width="300" height="424" rx="6" fill="#ffffff"/><rect width="300" height="424" rx="6" fill="none" stroke="#dde3ea" stroke-width="2"/>${inner}`;
  const front = `<rect width="300" height="70" rx="6" fill="${color}"/><circle cx="44" cy="35" r="22" fill="#ffffff"/>
<path d="M32 40L44 28L56 40" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>${textBars(80, 22, [150, 100], '#ffffff', 10, 8)}
${roofScene(`fl-${side}`, 20, 88, 260)}${textBars(20, 300, [240, 200, 220], '#c3ccd6', 10, 10)}
${[0, 1, 2, 3, 4, 5].map((i) => serviceGlyph(i, 24 + i * 44, 372, color)).join('')}`;
  const back = `${[0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${20 + (i % 2) * 140}" y="${30 + Math.floor(i / 2) * 120}" width="122" height="104" rx="10" fill="${mix(color, '#ffffff', 0.88)}"/>${serviceGlyph(i, 40 + (i % 2) * 140, 44 + Math.floor(i / 2) * 120, color)}${textBars(40 + (i % 2) * 140, 98 + Math.floor(i / 2) * 120, [80, 56], '#b4bfcb', 8, 8)}`,
    )
    .join('')}<rect x="20" y="392" width="260" height="14" rx="7" fill="${color}"/>`;
  const [under, over] = side === 'front' ? [back, front] : [front, back];
  return frame(
    color,
    `<g transform="translate(-50 -46) scale(1.12)"><g transform="translate(180 150) rotate(-9)">${sheet(under)}</g><g transform="translate(330 170) rotate(6)">${sheet(over)}</g></g>`,
    { cx: 430, rx: 260 },
  );
}

/** Business cards, landscape (90 x 50 mm) or portrait (50 x 90 mm): the back in the company's colour, the front on it. */
export function businessCards(color: string, orientation: 'horizontal' | 'vertical'): string {
  const [w, h] = orientation === 'horizontal' ? [450, 250] : [250, 450];
  const logo = (x: number, y: number, r: number, fg: string, bg: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${bg}"/><path d="M${x - r * 0.5} ${y + r * 0.2}L${x} ${y - r * 0.35}L${x + r * 0.5} ${y + r * 0.2}" fill="none" stroke="${fg}" stroke-width="${r * 0.18}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const front =
    orientation === 'horizontal'
      ? `${logo(90, 100, 52, '#ffffff', color)}${textBars(170, 64, [200, 140], '#37474f', 16, 12)}${textBars(170, 134, [170, 150], '#b4bfcb', 10, 10)}
<rect y="212" width="${w}" height="38" fill="${mix(color, '#ffffff', 0.85)}"/>${[0, 1, 2, 3].map((i) => serviceGlyph(i, 40 + i * 100, 212, color).replace('<g ', '<g opacity="0.9" ')).join('')}`
      : `${logo(125, 96, 54, '#ffffff', color)}${textBars(40, 180, [170, 120], '#37474f', 16, 12)}${textBars(40, 250, [150, 170, 130], '#b4bfcb', 10, 10)}
${[0, 1, 2, 3, 4].map((i) => serviceGlyph(i, 8 + i * 47, 380, color)).join('')}`;
  const back = `<rect width="${w}" height="${h}" rx="12" fill="${color}"/>${logo(w / 2, h / 2, 64, color, '#ffffff')}`;
  return frame(
    color,
    `<g transform="translate(${orientation === 'horizontal' ? 130 : 180} ${orientation === 'horizontal' ? 190 : 150}) rotate(-10)">${back}</g>
<g transform="translate(${orientation === 'horizontal' ? 210 : 330} ${orientation === 'horizontal' ? 330 : 200}) rotate(4)"><rect width="${w}" height="${h}" rx="12" fill="#ffffff"/>
<rect width="${w}" height="${h}" rx="12" fill="none" stroke="#dde3ea" stroke-width="2"/>${front}</g>`,
  );
}

/** A PVC banner with eyelets, tied to a scaffold: a roof window, the company's mark and its text. */
export function banner(color: string): string {
  const eyelets = [0, 130, 260, 390, 520]
    .flatMap((x) => [
      [x + 14, 14],
      [x + 14, 256],
    ])
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#cfd8dc" stroke="#78909c" stroke-width="4"/>`)
    .join('');
  return frame(
    color,
    `<path d="M110 90V690M690 90V690M90 170H710M90 590H710M110 590L690 170" stroke="#90a4ae" stroke-width="18" stroke-linecap="round"/>
<g transform="translate(132 250)"><rect width="536" height="270" rx="6" fill="#ffffff"/><rect width="18" height="270" fill="${color}"/>
${roofScene('bn', 36, 26, 236)}<circle cx="346" cy="74" r="36" fill="${color}"/><path d="M328 82L346 62L364 82" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>
${textBars(300, 130, [200, 160, 180], '#37474f', 14, 12)}<rect x="300" y="212" width="200" height="34" rx="17" fill="${color}"/>${eyelets}</g>`,
  );
}

/** A company van with the club member's sticker along its side. */
export function vanSticker(color: string): string {
  return frame(
    color,
    `<path d="M90 560V330Q90 300 120 300H520Q560 300 590 330L690 430Q710 450 710 480V560Z" fill="#f5f7f9"/>
<path d="M540 320L640 430H540Z" fill="#9ccbe8"/><path d="M540 320H560L640 410V430H620Z" fill="#ffffff" opacity="0.5"/>
<rect x="90" y="540" width="620" height="40" rx="8" fill="#cfd8dc"/>
<path d="M100 380H520V480H100Z" fill="${color}"/><path d="M100 480Q300 440 520 470V480H100Z" fill="${mix(color, '#000000', 0.25)}"/>
<circle cx="160" cy="430" r="36" fill="#ffffff"/><path d="M142 438L160 418L178 438" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round"/>
${textBars(214, 404, [220, 160], '#ffffff', 14, 14)}<path d="M520 300V560" stroke="#dfe5ea" stroke-width="4"/>
<circle cx="220" cy="590" r="62" fill="#263238"/><circle cx="220" cy="590" r="26" fill="#b0bec5"/>
<circle cx="590" cy="590" r="62" fill="#263238"/><circle cx="590" cy="590" r="26" fill="#b0bec5"/>
<rect x="686" y="500" width="24" height="20" rx="4" fill="#ffd45c"/>`,
    { cx: 400, rx: 330 },
  );
}

/** A roadside billboard on its two posts: a roof window in a roof, the company's mark and its text. */
export function billboard(color: string): string {
  return frame(
    color,
    `<rect x="0" y="620" width="800" height="180" fill="#b9d99a"/><rect x="0" y="620" width="800" height="14" fill="#9cc77a"/>
<rect x="230" y="420" width="26" height="240" fill="#607d8b"/><rect x="544" y="420" width="26" height="240" fill="#607d8b"/>
<rect x="70" y="120" width="660" height="340" rx="10" fill="#455a64"/><rect x="86" y="136" width="628" height="308" fill="#ffffff"/>
${roofScene('bb', 86, 136, 390)}<rect x="476" y="136" width="238" height="308" fill="${color}"/>
<circle cx="595" cy="214" r="48" fill="#ffffff"/><path d="M571 226L595 198L619 226" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round"/>
${textBars(506, 290, [178, 130, 150], '#ffffff', 14, 14)}<path d="M150 476H650" stroke="#455a64" stroke-width="10"/>`,
  );
}

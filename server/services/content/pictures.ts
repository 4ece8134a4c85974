/**
 * The club's editorial pictures, drawn as SVG from code: they ship with the server, need no upload
 * store, and every seeded article, tutorial and hero slide gets a real image the app can show.
 * A picture is addressed as `<name>-<size>.svg` below PICTURES_BASE.
 */
export const PICTURES_BASE = '/pv/app/public/files/content';

export type Motif = 'roof' | 'attic' | 'detail' | 'workshop';
export interface Picture {
  caption: string;
  motif: Motif;
  /** Sky / wall hue, 0-359. */
  hue: number;
}

export const SIZES = { s: [320, 180], thumb: [480, 270], l: [1280, 720] } as const;
export type PictureSize = keyof typeof SIZES;

export const PICTURES: Record<string, Picture> = {
  'spring-promo': { caption: 'Double points', motif: 'roof', hue: 205 },
  'flashing-kit': { caption: 'Flashing kits', motif: 'detail', hue: 30 },
  'attic-light': { caption: 'Light in the attic', motif: 'attic', hue: 45 },
  'training-day': { caption: 'Installer training day', motif: 'workshop', hue: 150 },
  'winter-fitting': { caption: 'Fitting in winter', motif: 'roof', hue: 220 },
  'new-blinds': { caption: 'New blackout blinds', motif: 'attic', hue: 260 },
  'club-card': { caption: 'Club card', motif: 'workshop', hue: 10 },
  'triple-glazing': { caption: 'Triple glazing', motif: 'detail', hue: 190 },
  'loft-conversion': { caption: 'Loft conversion', motif: 'attic', hue: 20 },
  'safety-on-roof': { caption: 'Safety on the roof', motif: 'roof', hue: 100 },
  'tutorial-install': { caption: 'Installing a roof window', motif: 'roof', hue: 195 },
  'tutorial-flashing': { caption: 'Fitting the flashing', motif: 'detail', hue: 35 },
  'tutorial-insulation': { caption: 'Insulation collar', motif: 'detail', hue: 80 },
  'tutorial-blinds': { caption: 'Mounting a blind', motif: 'attic', hue: 280 },
  'tutorial-sun-tunnel': { caption: 'Sun tunnel', motif: 'roof', hue: 50 },
  'tutorial-replacement': { caption: 'Replacing an old window', motif: 'workshop', hue: 0 },
  'hero-club': { caption: 'Installer Club', motif: 'roof', hue: 210 },
  'hero-shop': { caption: 'Spend your points', motif: 'workshop', hue: 330 },
  'hero-training': { caption: 'Train with us', motif: 'attic', hue: 160 },
};

export const pictureUrl = (name: string, size: PictureSize) => `${PICTURES_BASE}/${name}-${size}.svg`;

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(s|thumb|l)\.svg$/;

/** The SVG text for a file name such as `attic-light-l.svg`, or null for any name not in the catalogue. */
export function pictureSvg(file: string): string | null {
  const match = FILE.exec(file);
  const picture = match ? PICTURES[match[1]!] : undefined;
  if (!match || !picture || !Object.hasOwn(PICTURES, match[1]!)) return null;
  const [width, height] = SIZES[match[2] as PictureSize];
  return render(picture, width, height);
}

const scenes: Record<Motif, (h: number) => string> = {
  roof: (h) => `
  <rect width="1280" height="720" fill="url(#sky)"/>
  <circle cx="1080" cy="140" r="70" fill="hsl(48 95% 70%)"/>
  <polygon points="80,720 640,230 1200,720" fill="hsl(8 55% 38%)"/>
  <g stroke="hsl(8 45% 28%)" stroke-width="6">${[300, 380, 460, 540, 620]
    .map((y) => `<line x1="${640 - (y - 230) * 1.14}" y1="${y + 100}" x2="${640 + (y - 230) * 1.14}" y2="${y + 100}"/>`)
    .join('')}</g>
  <g transform="translate(560 420) skewX(-8)">
    <rect width="170" height="210" rx="8" fill="hsl(30 20% 25%)"/>
    <rect x="16" y="16" width="138" height="178" rx="4" fill="hsl(${h} 70% 80%)"/>
    <path d="M16 16 L154 16 L16 150 Z" fill="#fff" opacity="0.35"/>
  </g>`,
  attic: (h) => `
  <rect width="1280" height="720" fill="hsl(${h} 25% 88%)"/>
  <polygon points="0,0 520,0 0,420" fill="hsl(${h} 18% 78%)"/>
  <polygon points="1280,0 760,0 1280,420" fill="hsl(${h} 18% 78%)"/>
  <rect x="0" y="560" width="1280" height="160" fill="hsl(30 35% 55%)"/>
  <polygon points="560,70 720,70 700,250 580,250" fill="hsl(205 80% 82%)" stroke="hsl(30 20% 30%)" stroke-width="14"/>
  <polygon points="580,250 700,250 900,700 380,700" fill="#fff8d8" opacity="0.45"/>
  <rect x="240" y="470" width="220" height="100" rx="12" fill="hsl(${h} 35% 45%)"/>`,
  detail: (h) => `
  <rect width="1280" height="720" fill="hsl(${h} 30% 86%)"/>
  <rect x="300" y="120" width="680" height="480" rx="14" fill="hsl(30 18% 28%)"/>
  <rect x="340" y="160" width="600" height="400" rx="6" fill="hsl(200 65% 78%)"/>
  <path d="M340 160 L940 160 L340 480 Z" fill="#fff" opacity="0.3"/>
  <path d="M260 600 L1020 600 L1080 680 L200 680 Z" fill="hsl(210 8% 55%)"/>
  <path d="M260 600 L300 120 M1020 600 L980 120" stroke="hsl(210 8% 45%)" stroke-width="22"/>`,
  workshop: (h) => `
  <rect width="1280" height="720" fill="hsl(${h} 40% 90%)"/>
  <rect x="160" y="120" width="620" height="360" rx="16" fill="#fff" stroke="hsl(${h} 35% 45%)" stroke-width="10"/>
  <g fill="hsl(${h} 45% 45%)"><rect x="220" y="190" width="380" height="26" rx="8"/><rect x="220" y="250" width="460" height="22" rx="8"/><rect x="220" y="300" width="300" height="22" rx="8"/></g>
  <circle cx="960" cy="330" r="70" fill="hsl(25 40% 60%)"/>
  <rect x="880" y="410" width="160" height="230" rx="60" fill="hsl(${h} 50% 40%)"/>
  <rect x="0" y="640" width="1280" height="80" fill="hsl(${h} 20% 70%)"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(picture: Picture, width: number, height: number): string {
  const h = picture.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 720" role="img" aria-label="${escapeXml(picture.caption)}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h} 75% 62%)"/><stop offset="1" stop-color="hsl(${h} 60% 88%)"/></linearGradient></defs>${scenes[picture.motif](h)}
  <rect x="0" y="610" width="1280" height="110" fill="#000" opacity="0.45"/>
  <text x="48" y="684" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(picture.caption)}</text>
</svg>
`;
}

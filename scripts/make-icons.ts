/**
 * Writes the app's PNG icons (public/icons/) from the favicon's design, with a tiny PNG encoder on node:zlib:
 * a white roof over a light-blue window on the club blue. Run `npx tsx scripts/make-icons.ts`; the PNGs are
 * committed. The maskable icon is full-bleed blue with the drawing inside the central safe zone (radius 40%).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const BLUE: Rgba = [0x0b, 0x4f, 0x8a, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const GLASS: Rgba = [0x9f, 0xd3, 0xff, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Distance from point p to the segment a-b, all in the favicon's 64-unit space. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** The favicon (64×64 units): rounded blue tile, roof stroke, window with its frame cross. */
function drawing(x: number, y: number, tile: boolean): Rgba {
  if (Math.min(segmentDistance(x, y, 8, 34, 32, 12), segmentDistance(x, y, 32, 12, 56, 34)) <= 3) return WHITE;
  if (x >= 22 && x <= 42 && y >= 30 && y <= 50)
    return Math.abs(x - 32) <= 1.5 || Math.abs(y - 40) <= 1.5 ? BLUE : GLASS;
  if (!tile) return BLUE;
  const r = 14;
  const cx = Math.max(r, Math.min(64 - r, x));
  const cy = Math.max(r, Math.min(64 - r, y));
  return Math.hypot(x - cx, y - cy) <= r ? BLUE : CLEAR;
}

function render(size: number, maskable: boolean): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  // Maskable: the 64-unit drawing shrunk into the safe zone; plain: the rounded tile filling the square.
  const scale = maskable ? 64 / 0.78 : 64;
  const offset = maskable ? (scale - 64) / 2 : 0;
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < samples * samples; s++) {
        const ux = ((px + ((s % samples) + 0.5) / samples) / size) * scale - offset;
        const uy = ((py + (Math.floor(s / samples) + 0.5) / samples) / size) * scale - offset;
        const inside = ux >= 0 && ux <= 64 && uy >= 0 && uy <= 64;
        const c = inside ? drawing(ux, uy, !maskable) : BLUE;
        for (let k = 0; k < 3; k++) sum[k]! += c[k]! * c[3];
        sum[3]! += c[3];
      }
      const alpha = sum[3]! / (samples * samples);
      for (let k = 0; k < 3; k++) row[1 + px * 4 + k] = sum[3] ? Math.round(sum[k]! / sum[3]!) : 0;
      row[1 + px * 4 + 3] = Math.round(alpha);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function png(size: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icons', { recursive: true });
const icons: [string, number, boolean][] = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true], // iOS masks the corners itself and wants no transparency
];
for (const [name, size, maskable] of icons) {
  writeFileSync(`public/icons/${name}`, render(size, maskable));
  console.log(`public/icons/${name}`);
}

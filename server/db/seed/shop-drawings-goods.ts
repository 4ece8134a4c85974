import { clubMark, frame, mix } from './shop-drawings.ts';

/** The club's softshell jacket, from the front (the mark on the chest) or the back (the mark across the shoulders). */
export function jacket(color: string, side: 'front' | 'back'): string {
  const dark = mix(color, '#000000', 0.3);
  const light = mix(color, '#ffffff', 0.18);
  const sleeves = `<path d="M248 214L188 262L146 560L206 578L244 336Z" fill="${dark}"/><path d="M552 214L612 262L654 560L594 578L556 336Z" fill="${dark}"/>
<path d="M146 560L206 578L200 610L140 592Z" fill="${mix(color, '#000000', 0.45)}"/><path d="M654 560L594 578L600 610L660 592Z" fill="${mix(color, '#000000', 0.45)}"/>`;
  const body = `<path d="M300 168L500 168L556 214L562 622Q400 648 238 622L244 214Z" fill="${color}"/>
<path d="M238 596Q400 622 562 596L562 622Q400 648 238 622Z" fill="${dark}"/>
<path d="M262 230L300 180L300 600L262 596Z" fill="${light}" opacity="0.5"/>`;
  if (side === 'back')
    return frame(
      color,
      `${sleeves}${body}<path d="M316 128L484 128L496 176Q400 196 304 176Z" fill="${dark}"/>${clubMark(330, 250, 140, mix(color, '#ffffff', 0.12))}
<path d="M258 470Q400 490 542 470" fill="none" stroke="${dark}" stroke-width="6"/>`,
    );
  return frame(
    color,
    `${sleeves}${body}
<path d="M318 118L482 118L502 178L400 206L298 178Z" fill="${dark}"/><path d="M334 130L466 130L478 170L400 190L322 170Z" fill="${mix(color, '#000000', 0.5)}"/>
<path d="M400 190V636" stroke="#c9d4df" stroke-width="7"/><rect x="392" y="196" width="16" height="34" rx="4" fill="#e3e9ef"/>
<path d="M292 430L330 526M508 430L470 526" stroke="${mix(color, '#000000', 0.45)}" stroke-width="6" stroke-linecap="round"/>
${clubMark(440, 258, 58)}`,
  );
}

/** A thermo mug with its lid, the club's mark and a little steam. */
export function mug(color: string): string {
  return frame(
    color,
    `<path d="M352 130Q336 100 352 72M400 130Q384 100 400 72M448 130Q432 100 448 72" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
<path d="M508 300Q600 300 600 400Q600 500 504 500" fill="none" stroke="${mix(color, '#000000', 0.3)}" stroke-width="34" stroke-linecap="round"/>
<path d="M292 238H508L490 652Q400 676 310 652Z" fill="${color}"/>
<path d="M318 250H354L340 654Q326 652 314 648Z" fill="#ffffff" opacity="0.22"/>
<rect x="280" y="170" width="240" height="76" rx="18" fill="#37474f"/><rect x="300" y="152" width="200" height="34" rx="12" fill="#455a64"/>
<rect x="420" y="160" width="56" height="12" rx="6" fill="#263238"/>
<path d="M300 600Q400 620 500 600" fill="none" stroke="${mix(color, '#000000', 0.25)}" stroke-width="8"/>
${clubMark(352, 370, 96)}`,
  );
}

/** An open case of twelve screwdrivers (six shown), magnetic tips up. */
export function screwdrivers(color: string): string {
  const tools = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 200 + i * 80;
      const handle = i % 2 === 0 ? color : '#263238';
      const tip =
        i % 3 === 0
          ? `<path d="M${x - 7} 242H${x + 7}L${x + 3} 226H${x - 3}Z" fill="#9aa7b1"/>`
          : `<path d="M${x - 8} 242H${x + 8}L${x} 222Z" fill="#9aa7b1"/>`;
      return `${tip}<rect x="${x - 6}" y="240" width="12" height="150" fill="#b8c3cc"/><rect x="${x - 6}" y="240" width="4" height="150" fill="#e6ecf0"/>
<rect x="${x - 26}" y="380" width="52" height="180" rx="20" fill="${handle}"/>
<path d="M${x - 12} 400V540M${x} 400V540M${x + 12} 400V540" stroke="${mix(handle, '#000000', 0.35)}" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  return frame(
    color,
    `<path d="M120 210L680 210L640 110L160 110Z" fill="#455a64"/><path d="M150 200L650 200L618 128L182 128Z" fill="#2f3d46"/>
<rect x="110" y="200" width="580" height="470" rx="26" fill="#37474f"/><rect x="136" y="226" width="528" height="418" rx="16" fill="#222d34"/>
<rect x="136" y="470" width="528" height="174" rx="16" fill="#2b373f"/>${tools}
<rect x="360" y="652" width="80" height="24" rx="8" fill="#90a4ae"/>`,
  );
}

/** A cordless 18 V drill with its battery and a bit in the chuck. */
export function drill(color: string): string {
  const accent = '#f5a623';
  return frame(
    color,
    `<path d="M560 300H720" stroke="#9aa7b1" stroke-width="14" stroke-linecap="round"/><path d="M600 293L612 307M630 293L642 307M660 293L672 307M690 293L702 307" stroke="#6c7a85" stroke-width="5"/>
<rect x="520" y="262" width="70" height="76" rx="12" fill="#78909c"/><rect x="536" y="262" width="12" height="76" fill="#b0bec5"/>
<path d="M330 360L430 360L470 560L350 560Z" fill="${color}"/><path d="M350 380L392 380L410 540L366 540Z" fill="#263238" opacity="0.5"/>
<path d="M424 372Q446 400 440 430L418 430Z" fill="${accent}"/>
<rect x="170" y="220" width="370" height="160" rx="60" fill="${color}"/><rect x="190" y="240" width="150" height="120" rx="44" fill="${mix(color, '#ffffff', 0.12)}"/>
<path d="M214 268V332M238 268V332M262 268V332M286 268V332" stroke="${mix(color, '#000000', 0.4)}" stroke-width="10" stroke-linecap="round"/>
<rect x="440" y="232" width="36" height="136" fill="${accent}"/>
<rect x="300" y="556" width="220" height="96" rx="20" fill="#263238"/><rect x="316" y="572" width="188" height="24" rx="8" fill="${accent}"/>
<circle cx="470" cy="626" r="7" fill="#7ed957"/><circle cx="446" cy="626" r="7" fill="#7ed957"/><circle cx="422" cy="626" r="7" fill="#4f5b62"/>`,
  );
}

/** A head torch: the elastic strap and the lamp with its beam. */
export function headlamp(color: string): string {
  return frame(
    color,
    `<path d="M400 330L700 180L720 420Z" fill="#fff6c4" opacity="0.55"/>
<ellipse cx="380" cy="420" rx="250" ry="150" fill="none" stroke="#37474f" stroke-width="44"/>
<ellipse cx="380" cy="420" rx="250" ry="150" fill="none" stroke="${color}" stroke-width="10" stroke-dasharray="26 18"/>
<rect x="320" y="250" width="180" height="150" rx="36" fill="#263238"/><circle cx="430" cy="325" r="54" fill="#ffe680"/>
<circle cx="430" cy="325" r="34" fill="#fffbe0"/><rect x="342" y="276" width="40" height="24" rx="8" fill="${color}"/>`,
  );
}

/** A 120 cm spirit level with its three vials. */
export function spiritLevel(color: string): string {
  const vial = (x: number) =>
    `<circle cx="${x}" cy="40" r="24" fill="#e8f5e9" stroke="#263238" stroke-width="6"/><circle cx="${x + 4}" cy="36" r="8" fill="#ffffff"/>`;
  return frame(
    color,
    `<g transform="translate(90 470) rotate(-18)"><rect width="640" height="80" rx="10" fill="#f2b705"/>
<rect width="640" height="18" rx="8" fill="#ffd54f"/><rect x="0" width="46" height="80" rx="10" fill="#37474f"/>
<rect x="594" width="46" height="80" rx="10" fill="#37474f"/>${vial(130)}${vial(510)}
<rect x="262" y="22" width="116" height="36" rx="18" fill="#c8f0a8" stroke="#263238" stroke-width="6"/><ellipse cx="322" cy="40" rx="14" ry="9" fill="#ffffff"/>
<path d="M306 22V58M338 22V58" stroke="#263238" stroke-width="4"/></g>`,
  );
}

import type { ItemSeed } from './seed-content-types.ts';
import { blinds } from './tutorial-texts/blinds.ts';
import { flashing } from './tutorial-texts/flashing.ts';
import { install } from './tutorial-texts/install.ts';
import { installMetalRoof } from './tutorial-texts/install-metal-roof.ts';
import { insulation } from './tutorial-texts/insulation.ts';
import { replacement } from './tutorial-texts/replacement.ts';
import { sunTunnel } from './tutorial-texts/sun-tunnel.ts';

/** Six installation videos for every region and one for Czechia only (on metal roofs), each in all 15 club languages. */
export const TUTORIALS: ItemSeed[] = [install, flashing, insulation, blinds, sunTunnel, replacement, installMetalRoof];

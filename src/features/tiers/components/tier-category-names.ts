import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The categories' names in the person's language, for a definition the server answered without a name: the server
 * answers each tier's name in the app's language (its own, which staff write, else the club's shared one; 0291).
 */
export const TIER_CATEGORY_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Roof windows`,
  2: msg`Flashings`,
  3: msg`Blinds and awnings`,
  4: msg`Shutters`,
  5: msg`Accessories`,
  99: msg`All products`,
};

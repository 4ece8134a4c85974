import type { StreetSuggestion } from '#contract/registration.ts';

export interface StreetQuery {
  text: string;
  /** Region id (the country) the suggestions are restricted to. */
  regionId: number;
  /** Language code of the street names; the region's own language when absent. */
  language?: string;
}

/** Street autocomplete as the real club's address service offers it: streets ("routes") only, one country. */
export interface StreetProvider {
  suggest(query: StreetQuery): Promise<StreetSuggestion[]>;
}

export const MAX_SUGGESTIONS = 5;

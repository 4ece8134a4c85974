/**
 * The rewards screen's intro video per region (YouTube ids), by region slug. Staff change it rarely and no screen
 * edits it, so it lives here rather than in a table; a region without its own video shows Poland's (the spec).
 */
const REWARDS_VIDEOS: Record<string, string> = {
  pl: 'Xq4rT7nLw2M',
  ro: 'Rb8kP3vHs6Y',
  cz: 'Cm5jN9dFz1Q',
};

const FALLBACK_SLUG = 'pl';

export function rewardsVideo(regionSlug: string | undefined): string | null {
  return (regionSlug && REWARDS_VIDEOS[regionSlug]) || REWARDS_VIDEOS[FALLBACK_SLUG] || null;
}

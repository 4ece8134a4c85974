/** Names the kept screen's parts share with the script that shows it (screen-snapshot-script.ts). */
export const SCREEN_SNAPSHOT_KEY = 'screen-snapshot';
/** Marks the shown copy; React's first render removes it with the rest of what #root held. */
export const SNAPSHOT_ATTRIBUTE = 'data-screen-snapshot';
/** The frame from index.html, present until React's first render. */
export const BOOT_FRAME_SELECTOR = '.boot';

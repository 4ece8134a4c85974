/**
 * The device key of the personalisation hand-over (personalisation-handover.ts), apart from it: the session's
 * sign-out clears it without pulling the hand-over's schemas into the first load.
 */
export const PERSONALISATION_HANDOVER_KEY = 'msData';

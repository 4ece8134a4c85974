/**
 * Paths of screens other areas own (profile, e-mail verification, the club card product). Typed as the home
 * route so the typed links compile before those routes exist; the router resolves them at runtime.
 */
export const USER_PATH = '/user' as '/';
export const VERIFY_EMAIL_PATH = '/verify-email' as '/';
export const CLUB_CARD_PRODUCT_PATH = '/shop/club-card' as '/';

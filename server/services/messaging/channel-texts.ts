/**
 * The answers (503) to a sign-in by a channel this server cannot deliver (production without an SMS gateway or
 * SMTP). The app translates them (src/lib/http/known-texts/), so they change only together with it.
 */
export const PHONE_SIGN_IN_OFF = 'Sign-in by phone is not available. Please sign in with your e-mail address.';
export const EMAIL_SIGN_IN_OFF = 'Sign-in by e-mail is not available. Please sign in with your phone number.';

export const channelOffText = (channel: 'email' | 'sms'): string =>
  channel === 'sms' ? PHONE_SIGN_IN_OFF : EMAIL_SIGN_IN_OFF;

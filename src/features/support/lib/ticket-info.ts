/** The spec's app description sent with every new ticket (section 9: app version 1.0.0, type web). */
export const APP_VERSION = '1.0.0';
export const APP_TYPE = 'web';

export interface TicketInfo {
  language: string;
  hostname: string;
  region: number;
  appVersion: string;
  appType: string;
}

/** What staff see about the app a ticket came from: the interface language, the host, the user's region. */
export function ticketInfo(language: string, regionId: number, hostname = globalThis.location.hostname): TicketInfo {
  return { language, hostname, region: regionId, appVersion: APP_VERSION, appType: APP_TYPE };
}

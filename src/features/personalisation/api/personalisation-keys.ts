import { shopContentKey } from '#src/lib/query/shop-content-key.ts';

/** The personalisation's query keys. The query keys' values are those the device's saved cache holds (docs/decisions/0081): keep them. */
export const personalisationKeys = {
  /** Shop content, under the shop's root: a placed order refreshes it with the shop. */
  marketingServices: () => [...shopContentKey, 'marketing-services'] as const,
  /** A link's QR code (an object URL: never saved on the device). */
  qr: (link: string) => ['personalisation', 'qr', link] as const,
};

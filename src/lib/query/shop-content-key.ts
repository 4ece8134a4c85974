/**
 * The root of every query whose answer a placed order can change: the shop's products and stock, and what other
 * features read from the shop (the club card offer, the printing services). Placing an order refreshes them all
 * by this one key, whichever feature owns each query. Saved on the device (docs/decisions/0081): keep the value.
 */
export const shopContentKey = ['shop'] as const;

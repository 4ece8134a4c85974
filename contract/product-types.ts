/**
 * The shop's product types, alone in a module: the checkout's route reads them to check its address, and the route
 * tree (in every first load, /login's included) would otherwise carry the shop's whole contract (decision 0301).
 */
export const PRODUCT_TYPES = ['voucher', 'product', 'personalised', 'card'] as const;

/** One line of a checkout, from the cart or from a direct order. */
export interface CheckoutLine {
  variantUuid: string;
  name: string;
  image: string | null;
  price: number;
  quantity: number;
}

export const checkoutTotal = (lines: CheckoutLine[]) =>
  lines.reduce((sum, l) => sum + Math.max(l.price, 0) * l.quantity, 0);

/**
 * Street, then postal code and city; the postal code and city never break inside (a title wraps between
 * the parts, not in "00-950").
 */
export function ProjectAddress({ street, postalCode, city }: { street: string; postalCode: string; city: string }) {
  const place = [postalCode, city].filter(Boolean).join(' ');
  return (
    <span className="address-text">
      {street}
      {street && place && ', '}
      {postalCode && <span className="nowrap">{postalCode}</span>}
      {postalCode && city && ' '}
      {city}
    </span>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { Product } from '../../../../contract/shop.ts';

/**
 * Where a personalised product's form goes (area F fills this file with the form and its live preview).
 * When the form is done it stores the data in localStorage `msData` (JSON: variant uuid -> the contract's
 * PersonalisationData; cleared on sign-out) and opens /checkout/{variantUuid}?quantity=n, which sends it
 * with the order (docs/decisions/0131).
 */
export function PersonalisationSlot({ product }: { product: Product }) {
  return (
    <Alert color="gray" variant="light" data-product={product.uuid}>
      <Trans>The personalisation form for this product is coming soon.</Trans>
    </Alert>
  );
}

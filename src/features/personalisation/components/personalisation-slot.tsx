import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { Product } from '#contract/shop.ts';

const PersonalisationForm = lazy(() =>
  import('./personalisation-form.tsx').then((m) => ({
    default: m.PersonalisationForm,
  })),
);

/**
 * A personalised product's form with its live preview (its own chunk). When the form is done it stores the data
 * through src/lib/handover/personalisation-handover.ts and opens /checkout/{variantUuid}?quantity=n, which sends it with the order
 * (docs/decisions/0131, 0175).
 */
export function PersonalisationSlot({ product }: { product: Product }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (!product.settings) {
    return (
      <Alert color="yellow" variant="light" role="status">
        <Trans>This product cannot be personalised in the app yet.</Trans>
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loader role="status" aria-label={t`Loading the form`} />}>
      <PersonalisationForm
        product={product}
        onCheckout={(uuid, quantity) =>
          void navigate({ to: '/checkout/$uuid', params: { uuid }, search: { quantity } })
        }
      />
    </Suspense>
  );
}

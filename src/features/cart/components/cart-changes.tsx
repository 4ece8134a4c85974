import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { CartChange } from '../cart-model.ts';
import type { SyncStatus } from '../hooks/use-cart-sync.ts';

function ChangeText({ change }: { change: CartChange }) {
  const { i18n } = useLingui();
  const { name } = change;
  if (change.kind === 'removed') return <Trans>{name} is no longer available and was removed.</Trans>;
  if (change.kind === 'clipped') {
    const quantity = change.quantity;
    return (
      <Trans>
        Only {quantity} of {name} left in stock: the quantity was lowered.
      </Trans>
    );
  }
  const price = i18n.number(change.price);
  return (
    <Trans>
      The price of {name} is now {price} points.
    </Trans>
  );
}

/** What the check against the shop changed, and whether the check could run. */
export function CartChanges({ changes, status }: { changes: CartChange[]; status: SyncStatus }) {
  const { t } = useLingui();
  return (
    <>
      {changes.length > 0 && (
        <Alert color="yellow" variant="light" role="status" title={t`Your cart was updated`}>
          <List size="sm">
            {changes.map((change) => (
              <List.Item key={`${change.kind}-${change.name}`}>
                <ChangeText change={change} />
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {(status === 'offline' || status === 'failed') && (
        <Alert color="gray" variant="light" role="status">
          <Trans>Saved on this device. Prices and stock will be checked when the signal is back.</Trans>
        </Alert>
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Mutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isOutboxKey, type QueuedVars } from '#src/lib/outbox/outbox-keys.ts';
import { queuedWriteOf, resendQueued } from '#src/lib/outbox/queued-write.ts';
import { refusalReason } from '#src/lib/outbox/refusal-reason.ts';
import { OtherAccountsNotice } from './other-accounts-notice.tsx';

/**
 * Writes the server refused on replay: what each was and why, a way to correct and send it again where its feature
 * offers one (a scan's serial), and Discard. Each write's feature names it (src/lib/outbox/queued-write.ts).
 */
export function OutboxRefusals({ withOtherAccounts = true }: { withOtherAccounts?: boolean } = {}) {
  const refused = useMutationState({
    filters: { status: 'error', predicate: (m) => isOutboxKey(m.options.mutationKey) },
    select: (m) => m,
  });
  const others = withOtherAccounts ? <OtherAccountsNotice /> : null;
  if (refused.length === 0) return others;
  return (
    <Stack gap="sm">
      {others}
      {refused.map((m) => (
        <Refusal key={m.mutationId} mutation={m} />
      ))}
    </Stack>
  );
}

export function Refusal({ mutation }: { mutation: Mutation }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const write = queuedWriteOf(queryClient, mutation.options.mutationKey);
  const vars = mutation.state.variables as QueuedVars;
  const fix = write?.fix;
  const [value, setValue] = useState(() => fix?.value(vars) ?? '');
  // A write of a kind this version no longer has is still shown, never dropped unseen.
  const what = write ? write.describe(vars, i18n) : t`A change made on this device`;

  return (
    <Alert color="red" variant="light" title={t`Not sent: ${what}`}>
      <Stack gap="sm">
        <Text>{i18n._(refusalReason(write, mutation.state.error))}</Text>
        {fix && (
          <TextInput
            label={i18n._(fix.label)}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autoCapitalize={fix.autoCapitalize}
          />
        )}
        <Group>
          {fix && (
            <Button
              onClick={() => resendQueued(queryClient, mutation, fix.apply(vars, value))}
              disabled={value.trim() === ''}
            >
              {i18n._(fix.action)}
            </Button>
          )}
          <Button variant="default" onClick={() => queryClient.getMutationCache().remove(mutation)}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

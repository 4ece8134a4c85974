import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Mutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AddScanVars,
  type CreateProjectVars,
  type DeleteScanVars,
  isOutboxKey,
  outboxKeys,
  queuedNow,
  type SupportMessageVars,
} from '#src/lib/outbox/outbox-keys.ts';
import { refusalMessage } from '#src/lib/outbox/refusal-messages.ts';
import { OtherAccountsNotice } from './other-accounts-notice.tsx';

type Vars = CreateProjectVars | AddScanVars | DeleteScanVars | SupportMessageVars;
const isAddScan = (m: Mutation) => m.options.mutationKey?.[1] === 'scan' && m.options.mutationKey?.[2] === 'add';

/** Writes the server refused on replay: the reason, and a way to fix (a scan's serial) or discard each. */
export function OutboxRefusals() {
  const refused = useMutationState({
    filters: { status: 'error', predicate: (m) => isOutboxKey(m.options.mutationKey) },
    select: (m) => m,
  });
  if (refused.length === 0) return <OtherAccountsNotice />;
  return (
    <Stack gap="sm">
      <OtherAccountsNotice />
      {refused.map((m) => (
        <Refusal key={m.mutationId} mutation={m} />
      ))}
    </Stack>
  );
}

function Refusal({ mutation }: { mutation: Mutation }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const vars = mutation.state.variables as Vars;
  const addScan = isAddScan(mutation);
  const [serial, setSerial] = useState(addScan ? (vars as AddScanVars).code : '');
  const what = addScan
    ? t`Product ${(vars as AddScanVars).code}`
    : 'streetName' in vars
      ? t`Project ${vars.streetName}`
      : 'message' in vars
        ? t`Message to support`
        : t`Removal of ${(vars as DeleteScanVars).serial}`;

  function retry() {
    // Another serial is another request: it gets a new Idempotency-Key.
    const fixed: AddScanVars = { ...(vars as AddScanVars), ...queuedNow(), code: serial.trim().toUpperCase() };
    queryClient.getMutationCache().remove(mutation);
    const next = queryClient.getMutationCache().build(queryClient, { mutationKey: outboxKeys.addScan });
    next.execute(fixed).catch(() => {});
  }

  return (
    <Alert color="red" variant="light" title={t`Not sent: ${what}`}>
      <Stack gap="sm">
        <Text>{i18n._(refusalMessage(mutation.state.error))}</Text>
        {addScan && (
          <TextInput
            label={t`Serial number to send instead`}
            value={serial}
            onChange={(e) => setSerial(e.currentTarget.value)}
            autoCapitalize="characters"
          />
        )}
        <Group>
          {addScan && (
            <Button onClick={retry} disabled={serial.trim() === ''}>
              <Trans>Retry with this serial</Trans>
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

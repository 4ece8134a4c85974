import '@mantine/core/styles/Paper.css';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFingerprint, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PASSKEY_NAME_MAX, type Passkey } from '#contract/passkeys.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState, type StateQuery } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import { addPasskeyMutation, passkeyListQuery, removePasskeyMutation } from '../api/passkey-api.ts';
import { deviceOf } from '../device-name.ts';
import { addErrors, supportsPasskeys } from '../webauthn.ts';
import { RemovePasskeyDialog } from './remove-passkey-dialog.tsx';

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The profile's passkeys: add one for this device, see them, remove one. */
export function PasskeysSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeyListQuery());
  const add = useMutation(addPasskeyMutation(queryClient));
  const [addErrorList, setAddErrorList] = useState<MessageDescriptor[]>([]);
  const [addedUuid, setAddedUuid] = useState<string | null>(null);
  // Said while the new passkey is listed (not after it was removed again).
  const added = passkeys.data?.find((p) => p.uuid === addedUuid)?.name ?? null;

  const deviceName = () => {
    const { browser, system } = deviceOf(navigator.userAgent);
    const name = browser && system ? t`${browser} on ${system}` : (browser ?? system ?? t`Passkey`);
    return name.slice(0, PASSKEY_NAME_MAX);
  };

  return (
    <Paper component="section" aria-labelledby="profile-passkeys" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-passkeys">
          <Trans>Passkeys</Trans>
        </Title>
        <Text>
          <Trans>
            With a passkey you sign in on this device with your fingerprint, face or screen lock, without waiting for a
            code.
          </Trans>
        </Text>
        {supportsPasskeys() ? (
          <Group>
            <Button
              leftSection={<IconPlus aria-hidden size={20} />}
              h={44}
              loading={add.isPending}
              onClick={() => {
                setAddErrorList([]);
                setAddedUuid(null);
                add.mutate(deviceName(), {
                  onSuccess: (passkey) => setAddedUuid(passkey.uuid),
                  onError: (error) => setAddErrorList(addErrors(error)),
                });
              }}
            >
              <Trans>Add a passkey</Trans>
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">
            <Trans>This browser cannot keep passkeys. You sign in with a code.</Trans>
          </Text>
        )}
        <ErrorAlert messages={addErrorList} />
        {added && (
          <Text role="status" c="green.9">
            <Trans>The passkey {added} was added.</Trans>
          </Text>
        )}
        <PasskeyList query={passkeys} />
      </Stack>
    </Paper>
  );
}

function PasskeyList({ query }: { query: StateQuery<Passkey[]> }) {
  const { t } = useLingui();
  return (
    <QueryState query={query} inline skeleton={<CardsSkeleton height={72} />}>
      {(passkeys) =>
        passkeys.length === 0 ? (
          <Text c="dimmed">
            <Trans>You have no passkeys yet.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={listReset} aria-label={t`Your passkeys`}>
            {passkeys.map((passkey) => (
              <li key={passkey.uuid}>
                <PasskeyItem passkey={passkey} />
              </li>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation(removePasskeyMutation(queryClient));
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<MessageDescriptor[]>([]);
  const name = passkey.name;
  const created = formatDate(passkey.created_at);
  const used = passkey.last_used_at ? formatDate(passkey.last_used_at) : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconFingerprint aria-hidden size={28} style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm">
              <Trans>Added {created}</Trans>
            </Text>
            <Text size="sm">{used ? <Trans>Last used {used}</Trans> : <Trans>Not used yet</Trans>}</Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          color="red"
          h={44}
          aria-label={t`Remove the passkey ${name}`}
          onClick={() => {
            setErrors([]);
            setOpened(true);
          }}
        >
          <Trans>Remove</Trans>
        </Button>
      </Group>
      <RemovePasskeyDialog
        opened={opened}
        name={name}
        busy={remove.isPending}
        errors={errors}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          remove.mutate(passkey.uuid, {
            onSuccess: () => setOpened(false),
            onError: (error) => setErrors(errorMessages(error)),
          })
        }
      />
    </Paper>
  );
}

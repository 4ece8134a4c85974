import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_KINDS, type PushKind, type PushPreferences } from '#contract/push.ts';
import { pushKeys, pushPreferencesQuery, savePushPreferences } from '../api/push-api.ts';
import { DevicePushSwitch, SWITCH_ROW } from './device-push-switch.tsx';

/**
 * "Notifications on this device": the device's switch, and what the person wants pushed to every device of theirs,
 * each kind saved the moment it is switched (decision 0293).
 */
export function DevicePushCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const preferences = useQuery(pushPreferencesQuery());
  const save = useMutation({
    mutationKey: pushKeys.savePreferences(),
    mutationFn: savePushPreferences,
    onMutate: (next) => queryClient.setQueryData(pushKeys.preferences(), next),
    onSuccess: (saved) => queryClient.setQueryData(pushKeys.preferences(), saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: pushKeys.preferences() }),
  });
  const labels: Record<PushKind, string> = {
    orders: t`Orders`,
    projects: t`Projects and points`,
    support: t`Support replies`,
    expiring: t`Expiring points`,
    news: t`Important club news`,
  };
  const shown = preferences.data;
  const toggle = (kind: PushKind, on: boolean) => {
    if (shown) save.mutate({ ...shown, [kind]: on } satisfies PushPreferences);
  };
  return (
    <Stack gap="md">
      <DevicePushSwitch />
      <Text fw={700} id="push-kinds">
        <Trans>Notify me about</Trans>
      </Text>
      <Stack gap={0} role="group" aria-labelledby="push-kinds">
        {PUSH_KINDS.map((kind) => (
          <Switch
            key={kind}
            size="md"
            styles={SWITCH_ROW}
            label={labels[kind]}
            checked={shown?.[kind] ?? true}
            disabled={!shown}
            onChange={(e) => toggle(kind, e.currentTarget.checked)}
          />
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        <Trans>These choices apply to every device you have switched notifications on for.</Trans>
      </Text>
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          <Trans>Your choice could not be saved. Please try again.</Trans>
        </Alert>
      )}
    </Stack>
  );
}

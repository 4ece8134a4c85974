import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type PushState, pushState, switchPushOff, switchPushOn } from '../lib/push-device.ts';
import { answerPushOffer } from '../lib/push-offer.ts';

/** The whole row (switch and label) is the target: at least 44 px tall. */
export const SWITCH_ROW = { body: { minHeight: 44, alignItems: 'center' }, label: { cursor: 'pointer' } } as const;

/** This device's on/off switch: asks the browser's permission when switched on, explains when it cannot be. */
export function DevicePushSwitch() {
  const { t } = useLingui();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) setState(await switchPushOn());
      else {
        await switchPushOff();
        setState(await pushState());
      }
      answerPushOffer();
    } catch {
      setFailed(true);
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        styles={SWITCH_ROW}
        label={t`Show notifications on this device`}
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported' || state === 'blocked'}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {state === 'unsupported' && (
        <Text size="sm" c="dimmed">
          <Trans>This browser cannot receive notifications from the club.</Trans>
        </Text>
      )}
      {state === 'blocked' && (
        <Alert color="yellow" variant="light">
          <Trans>
            Notifications from the club are blocked in this browser. Allow them in the browser's site settings, then
            switch them on here.
          </Trans>
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          <Trans>Notifications could not be switched on or off. Please try again.</Trans>
        </Alert>
      )}
    </Stack>
  );
}

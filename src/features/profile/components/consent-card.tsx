import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateUser } from '#contract/profile.ts';
import type { CurrentUser } from '#contract/user.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { GENERIC_ERROR } from '#src/lib/http/error-messages.ts';
import { storeUser } from '../api/profile-api.ts';

type Consent = 'email_consent' | 'phone_consent';

/** The whole row (box and label) is the target: at least 44 px tall for a gloved finger. */
const ROW = { body: { minHeight: 44, alignItems: 'center' }, label: { cursor: 'pointer' } } as const;

/** The two marketing consents, each saved the moment it is ticked; a failure puts the box back and says so. */
export function ConsentCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Record<Consent, boolean>>({
    email_consent: user.email_consent,
    phone_consent: user.phone_consent,
  });
  const [failed, setFailed] = useState(false);
  const save = useMutation({
    mutationFn: (patch: Partial<Record<Consent, boolean>>) =>
      callApi(updateUser, { params: { id: String(user.id) }, body: patch }),
    onSuccess: (answer) => {
      storeUser(queryClient, answer);
      setShown({ email_consent: answer.email_consent, phone_consent: answer.phone_consent });
    },
    onError: (_error, patch) => {
      setFailed(true);
      setShown((s) => {
        const back = { ...s };
        for (const key of Object.keys(patch) as Consent[]) back[key] = !patch[key];
        return back;
      });
    },
  });
  const toggle = (key: Consent, checked: boolean) => {
    setFailed(false);
    setShown((s) => ({ ...s, [key]: checked }));
    save.mutate({ [key]: checked });
  };
  return (
    <Stack gap="md">
      <Text>
        <Trans>Choose how the club may tell you about promotions and news. Each choice is saved at once.</Trans>
      </Text>
      <Checkbox
        size="md"
        styles={ROW}
        label={t`Send me offers and news by e-mail`}
        checked={shown.email_consent}
        disabled={save.isPending}
        onChange={(e) => toggle('email_consent', e.currentTarget.checked)}
      />
      <Checkbox
        size="md"
        styles={ROW}
        label={t`Send me offers and news by text message`}
        checked={shown.phone_consent}
        disabled={save.isPending}
        onChange={(e) => toggle('phone_consent', e.currentTarget.checked)}
      />
      <div aria-live="polite">
        {failed && (
          <Text role="alert" c="red.8" fw={600}>
            {i18n._(GENERIC_ERROR)}
          </Text>
        )}
        {save.isSuccess && !failed && (
          <Text c="green.9" fw={600}>
            <Trans>Your choice is saved.</Trans>
          </Text>
        )}
      </div>
    </Stack>
  );
}

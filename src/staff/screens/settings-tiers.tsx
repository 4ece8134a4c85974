import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type SettingLanguage, type SettingsTier, staffTierUpdate } from '#contract/staff-settings.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import {
  draftOf,
  LanguageTexts,
  numberOrNull,
  SavedNotice,
  type SettingsView,
  settingsKeys,
  textsToSend,
  useFieldError,
} from './settings-shared.tsx';

type BracketDraft = { key: number; points: string | number; from: string | number; to: string | number };

let nextKey = 0;
const draftsOf = (tier: SettingsTier): BracketDraft[] =>
  tier.brackets.map((b) => ({ key: nextKey++, points: b.points, from: b.from, to: b.to ?? '' }));

function TierForm({ region, tier }: { region: number; tier: SettingsTier }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const retry = useRetryKey();
  const [brackets, setBrackets] = useState(() => draftsOf(tier));
  const [month, setMonth] = useState(String(tier.reset.month));
  const [day, setDay] = useState<string | number>(tier.reset.day);
  const [saved, setSaved] = useState(false);
  const [language, setLanguage] = useState<SettingLanguage>('en');
  const [names, setNames] = useState(() => draftOf(tier.names));
  const body = {
    names: textsToSend(names),
    reset: { month: Number(month), day: numberOrNull(day) as number },
    brackets: brackets.map((b) => ({
      points: numberOrNull(b.points) as number,
      from: numberOrNull(b.from) as number,
      to: numberOrNull(b.to),
    })),
  };
  const save = useMutation({
    mutationFn: () =>
      callStaff(staffTierUpdate, {
        params: { region: String(region), tier: String(tier.id) },
        body,
        headers: retrySafe(retry.keyFor(body)),
      }),
    onMutate: () => setSaved(false),
    onSuccess: (answer) => {
      retry.done();
      queryClient.setQueryData(settingsKeys.region(region), answer);
      setSaved(true);
    },
  });
  const fieldError = useFieldError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const change = (index: number, part: 'points' | 'from' | 'to', value: string | number) =>
    setBrackets((list) => list.map((b, i) => (i === index ? { ...b, [part]: value } : b)));
  const add = () =>
    setBrackets((list) => {
      const last = list.at(-1);
      const lastFrom = numberOrNull(last?.from ?? '') ?? 0;
      const end = numberOrNull(last?.to ?? '') ?? lastFrom + 9;
      const closed = list.map((b, i) => (i === list.length - 1 ? { ...b, to: end } : b));
      return [...closed, { key: nextKey++, points: '', from: end + 1, to: '' }];
    });
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, i, 1)),
  }));
  const tierName = tier.name;
  // The reset is midnight UTC: its day, in the club's d. M. yyyy, whatever the browser's zone.
  const at = new Date(tier.reset_at);
  const nextReset = `${at.getUTCDate()}. ${at.getUTCMonth() + 1}. ${at.getUTCFullYear()}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={tierName}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {tierName}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Progress counts the products scanned since the reset day; a bracket runs from one count to another. Next
                reset: {nextReset}.
              </Trans>
            </Text>
          </div>
          <LanguageTexts
            language={language}
            onLanguage={setLanguage}
            fields={[
              { key: 'names', label: t`Tier name`, draft: names, onChange: setNames, required: true, maxLength: 80 },
            ]}
            fieldError={fieldError}
          />
          <Group gap="md" align="flex-start">
            <NativeSelect
              label={t`Reset month`}
              data={months}
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value)}
              error={fieldError('reset.month')}
            />
            <NumberInput
              label={t`Reset day`}
              min={1}
              max={28}
              allowDecimal={false}
              w={120}
              value={day}
              onChange={setDay}
              error={fieldError('reset.day')}
            />
          </Group>
          {brackets.map((b, i) => {
            const level = i + 1;
            const last = i === brackets.length - 1;
            return (
              <fieldset key={b.key} className="settings-bracket">
                <legend>
                  <Trans>Bracket {level}</Trans>
                </legend>
                <SimpleGrid cols={3} spacing="xs">
                  <NumberInput
                    label={t`From`}
                    min={0}
                    hideControls
                    allowDecimal={false}
                    value={b.from}
                    onChange={(value) => change(i, 'from', value)}
                    error={fieldError(`brackets.${i}.from`)}
                  />
                  <NumberInput
                    label={t`To`}
                    placeholder={last ? t`No end` : undefined}
                    min={0}
                    hideControls
                    allowDecimal={false}
                    value={b.to}
                    onChange={(value) => change(i, 'to', value)}
                    error={fieldError(`brackets.${i}.to`)}
                  />
                  <NumberInput
                    label={t`Points`}
                    min={0}
                    hideControls
                    allowDecimal={false}
                    value={b.points}
                    onChange={(value) => change(i, 'points', value)}
                    error={fieldError(`brackets.${i}.points`)}
                  />
                </SimpleGrid>
              </fieldset>
            );
          })}
          <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
          <SavedNotice shown={saved} />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save the tier</Trans>
            </Button>
            <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
              <Trans>Add a bracket</Trans>
            </Button>
            {brackets.length > 1 && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => setBrackets((list) => list.slice(0, -1))}
              >
                <Trans>Remove the last bracket</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The region's tiers: each with its reset day and its brackets, saved one tier at a time. */
export function TierSettings({ settings }: { settings: SettingsView }) {
  return (
    <Stack gap="md">
      <Text size="sm" maw={720}>
        <Trans>
          Each product counted falls in exactly one bracket: the first starts at 0 and each next one starts right after
          the one before ends. Only the last may be left without an end (its To empty).
        </Trans>
      </Text>
      {settings.tiers.length === 0 ? (
        <Text>
          <Trans>This region has no tiers.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          {settings.tiers.map((tier) => (
            <TierForm key={tier.id} region={settings.region.id} tier={tier} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

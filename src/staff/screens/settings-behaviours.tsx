import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  BEHAVIOUR_ICONS,
  type SettingLanguage,
  type SettingsBehaviour,
  staffBehaviourCreate,
  staffBehaviourUpdate,
} from '#contract/staff-settings.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { BehaviourMoveButtons, useBehaviourOrder } from './settings-behaviour-order.tsx';
import {
  BEHAVIOUR_ICON_LOOKS,
  behaviourIconOf,
  draftOf,
  LanguageTexts,
  numberOrNull,
  SavedNotice,
  type SettingsView,
  settingsKeys,
  textsToSend,
  useFieldError,
} from './settings-shared.tsx';

type Editing = { kind: 'edit'; behaviour: SettingsBehaviour } | { kind: 'add' };

function BehaviourDialog({
  region,
  editing,
  onClose,
  onSaved,
}: {
  region: number;
  editing: Editing;
  onClose: () => void;
  onSaved: (answer: SettingsView) => void;
}) {
  const { t, i18n } = useLingui();
  const retry = useRetryKey();
  const current = editing.kind === 'edit' ? editing.behaviour : undefined;
  const [language, setLanguage] = useState<SettingLanguage>('en');
  const [name, setName] = useState(() => draftOf(current?.name));
  const [description, setDescription] = useState(() => draftOf(current?.description));
  const [icon, setIcon] = useState<string>(current?.icon ?? 'star');
  const [points, setPoints] = useState<string | number>(current?.points ?? 0);
  const [active, setActive] = useState(current?.active ?? true);
  const body = {
    name: textsToSend(name),
    description: textsToSend(description),
    icon: icon as (typeof BEHAVIOUR_ICONS)[number],
    points: numberOrNull(points) as number,
    active,
  };
  const save = useMutation({
    mutationFn: () => {
      const headers = retrySafe(retry.keyFor(body));
      return current
        ? callStaff(staffBehaviourUpdate, { params: { region: String(region), uuid: current.uuid }, body, headers })
        : callStaff(staffBehaviourCreate, { params: { region: String(region) }, body, headers });
    },
    onSuccess: (answer) => {
      retry.done();
      onSaved(answer);
    },
  });
  const fieldError = useFieldError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const shownName = current?.name.en ?? '';
  const title = current ? t`Change the behaviour “${shownName}”` : t`Add a behaviour`;
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <LanguageTexts
            language={language}
            onLanguage={setLanguage}
            fieldError={fieldError}
            fields={[
              { key: 'name', label: t`Name`, draft: name, onChange: setName, required: true, maxLength: 120 },
              {
                key: 'description',
                label: t`Description`,
                draft: description,
                onChange: setDescription,
                multiline: true,
                maxLength: 500,
              },
            ]}
          />
          <NumberInput
            label={t`Points`}
            description={t`Installers see the behaviours that earn more than 0 points.`}
            min={0}
            allowDecimal={false}
            value={points}
            onChange={setPoints}
            error={fieldError('points')}
          />
          <Radio.Group label={t`Icon`} value={icon} onChange={setIcon} error={fieldError('icon')}>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
              {BEHAVIOUR_ICONS.map((name) => {
                const look = BEHAVIOUR_ICON_LOOKS[name];
                const Icon = look.icon;
                return (
                  <Radio.Card key={name} value={name} radius="md" p="xs" className="settings-icon-choice">
                    <Group gap="xs" wrap="nowrap">
                      <Radio.Indicator />
                      <Icon size={22} aria-hidden />
                      <Text size="sm">{i18n._(look.label)}</Text>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          <Switch
            label={t`Shown to installers`}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
          <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The ways to earn points of a region, as the rewards page lists them; each opens its form in a dialog. */
export function BehaviourSettings({ settings }: { settings: SettingsView }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState(false);
  const region = settings.region.id;
  const order = useBehaviourOrder(region, (answer) => {
    queryClient.setQueryData(settingsKeys.region(region), answer);
    setSaved(true);
  });
  const uuids = settings.behaviours.map((b) => b.uuid);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" maw={640}>
          <Trans>
            The ways to earn points on the rewards page, in this order (move them with the arrows). Installers see those
            above 0 points.
          </Trans>
        </Text>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setSaved(false);
            setEditing({ kind: 'add' });
          }}
        >
          <Trans>Add a behaviour</Trans>
        </Button>
      </Group>
      <SavedNotice shown={saved} />
      <Stack gap="sm">
        <ErrorAlert messages={order.isError ? staffErrorMessages(order.error) : []} />
        {settings.behaviours.map((b, index) => {
          const Icon = behaviourIconOf(b.icon);
          const name = b.name.en;
          const languages = Object.keys(b.name).length;
          const figure = i18n.number(b.points);
          return (
            <Paper key={b.uuid} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start">
                <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {b.description.en}
                    </Text>
                    <Group gap="xs" mt={4}>
                      <ToneBadge tone={b.points > 0 ? 'info' : 'neutral'}>{t`Points: ${figure}`}</ToneBadge>
                      {!b.active && <ToneBadge tone="neutral">{t`Hidden`}</ToneBadge>}
                      <Text size="xs" c="dimmed">
                        {t`${languages} of 15 languages`}
                      </Text>
                    </Group>
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <BehaviourMoveButtons
                    uuids={uuids}
                    index={index}
                    name={name ?? b.slug}
                    busy={order.isPending}
                    onMove={(vars) => {
                      setSaved(false);
                      order.mutate(vars);
                    }}
                  />
                  <Button
                    variant="default"
                    h={44}
                    onClick={() => {
                      setSaved(false);
                      setEditing({ kind: 'edit', behaviour: b });
                    }}
                    aria-label={t`Change ${name}`}
                  >
                    <Trans>Change</Trans>
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {editing && (
        <BehaviourDialog
          key={editing.kind === 'edit' ? editing.behaviour.uuid : 'add'}
          region={region}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(answer) => {
            queryClient.setQueryData(settingsKeys.region(region), answer);
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}

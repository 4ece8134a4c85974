import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type SettingLanguage,
  type SettingsCompanyType,
  staffCompanyTypeCreate,
  staffCompanyTypeUpdate,
} from '#contract/staff-settings.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { CompanyTypeDeleteDialog } from './settings-company-type-delete.tsx';
import {
  draftOf,
  LanguageTexts,
  SavedNotice,
  type SettingsView,
  settingsKeys,
  type TextField,
  textsToSend,
  useFieldError,
} from './settings-shared.tsx';

function CompanyTypeDialog({
  region,
  type,
  onClose,
  onSaved,
}: {
  region: number;
  /** null: a new company type. */
  type: SettingsCompanyType | null;
  onClose: () => void;
  onSaved: (answer: SettingsView) => void;
}) {
  const { t } = useLingui();
  const retry = useRetryKey();
  const [language, setLanguage] = useState<SettingLanguage>('en');
  const [name, setName] = useState(() => draftOf(type?.name));
  const [disclaimer, setDisclaimer] = useState(() => draftOf(type?.disclaimer));
  const [declaration, setDeclaration] = useState(() => draftOf(type?.declaration));
  const [asksDisclaimer, setAsksDisclaimer] = useState(type?.disclaimer_state === 2);
  const [asksDeclaration, setAsksDeclaration] = useState(type?.declaration_state === 2);
  const body = {
    name: textsToSend(name),
    disclaimer_state: asksDisclaimer ? (2 as const) : (0 as const),
    declaration_state: asksDeclaration ? (2 as const) : (0 as const),
    disclaimer: textsToSend(disclaimer),
    declaration: textsToSend(declaration),
  };
  const save = useMutation({
    mutationFn: () =>
      type
        ? callStaff(staffCompanyTypeUpdate, {
            params: { region: String(region), type: String(type.id) },
            body,
            headers: retrySafe(retry.keyFor(body)),
          })
        : callStaff(staffCompanyTypeCreate, {
            params: { region: String(region) },
            body,
            headers: retrySafe(retry.keyFor(body)),
          }),
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
  const fields: TextField[] = [
    { key: 'name', label: t`Name`, draft: name, onChange: setName, required: true, maxLength: 120 },
  ];
  if (asksDisclaimer)
    fields.push({
      key: 'disclaimer',
      label: t`Disclaimer`,
      draft: disclaimer,
      onChange: setDisclaimer,
      multiline: true,
      required: true,
      maxLength: 2000,
    });
  if (asksDeclaration)
    fields.push({
      key: 'declaration',
      label: t`Declaration`,
      draft: declaration,
      onChange: setDeclaration,
      multiline: true,
      required: true,
      maxLength: 2000,
    });
  const switchStyles = { body: { alignItems: 'center', minHeight: 44 } };
  const typeName = type?.name.en ?? '';
  return (
    <Modal
      opened
      onClose={onClose}
      title={type ? t`Change the company type “${typeName}”` : t`Add a company type`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Switch
            label={t`The registration asks installers to accept a disclaimer`}
            checked={asksDisclaimer}
            onChange={(event) => setAsksDisclaimer(event.currentTarget.checked)}
            styles={switchStyles}
          />
          <Switch
            label={t`The registration asks installers to accept a declaration`}
            checked={asksDeclaration}
            onChange={(event) => setAsksDeclaration(event.currentTarget.checked)}
            styles={switchStyles}
          />
          <LanguageTexts language={language} onLanguage={setLanguage} fields={fields} fieldError={fieldError} />
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

/** The company types a region's registration offers, with the disclaimer and declaration each asks for. */
export function CompanyTypeSettings({ settings }: { settings: SettingsView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ type: SettingsCompanyType | null } | null>(null);
  const [deleting, setDeleting] = useState<SettingsCompanyType | null>(null);
  const [saved, setSaved] = useState(false);
  const region = settings.region.id;
  const done = (answer: SettingsView) => {
    queryClient.setQueryData(settingsKeys.region(region), answer);
    setEditing(null);
    setDeleting(null);
    setSaved(true);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" maw={640}>
          {settings.company_types.length === 0 ? (
            <Trans>This region offers no company types at registration.</Trans>
          ) : (
            <Trans>The company types the registration offers, in this order.</Trans>
          )}
        </Text>
        <Button
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setSaved(false);
            setEditing({ type: null });
          }}
        >
          <Trans>Add a company type</Trans>
        </Button>
      </Group>
      <SavedNotice shown={saved} />
      {settings.company_types.map((type) => {
        const name = type.name.en;
        const languages = Object.keys(type.name).length;
        return (
          <Paper key={type.id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Group gap="xs">
                  {type.disclaimer_state === 2 && <ToneBadge tone="info">{t`Asks for the disclaimer`}</ToneBadge>}
                  {type.declaration_state === 2 && <ToneBadge tone="info">{t`Asks for the declaration`}</ToneBadge>}
                  <Text size="xs" c="dimmed">
                    {t`${languages} of 15 languages`}
                  </Text>
                </Group>
              </Stack>
              <Group gap="xs" style={{ flexShrink: 0 }}>
                <Button
                  variant="default"
                  h={44}
                  aria-label={t`Change ${name}`}
                  onClick={() => {
                    setSaved(false);
                    setEditing({ type });
                  }}
                >
                  <Trans>Change</Trans>
                </Button>
                <Button
                  variant="default"
                  color="red"
                  h={44}
                  leftSection={<IconTrash size={18} aria-hidden />}
                  aria-label={t`Delete ${name}`}
                  onClick={() => {
                    setSaved(false);
                    setDeleting(type);
                  }}
                >
                  <Trans>Delete</Trans>
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
      {editing && (
        <CompanyTypeDialog
          key={editing.type?.id ?? 'add'}
          region={region}
          type={editing.type}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {deleting && (
        <CompanyTypeDeleteDialog region={region} type={deleting} onClose={() => setDeleting(null)} onDeleted={done} />
      )}
    </Stack>
  );
}

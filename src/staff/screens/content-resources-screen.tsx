import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { RESOURCE_KINDS, type Resource } from '#contract/content.ts';
import {
  type ResourceInput,
  type StaffResource,
  staffResourceCreate,
  staffResourceDelete,
  staffResources,
  staffResourceUpdate,
} from '#contract/staff-content.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { contentKeys } from './content-api.ts';
import { RESOURCE_KIND } from './content-labels.ts';
import { RegionSelect, useRegionParam } from './content-region-select.tsx';

const WEB = /^https:\/\/[^\s/]+\.\S+$/;

function ResourceDialog({
  region,
  resource,
  onClose,
}: {
  region: number;
  resource: StaffResource | 'new';
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const start = resource === 'new' ? null : resource;
  const [kind, setKind] = useState<Resource['kind']>(start?.kind ?? 'instructions');
  const [title, setTitle] = useState(start?.title ?? '');
  const [description, setDescription] = useState(start?.description ?? '');
  const [url, setUrl] = useState(start?.url ?? 'https://');
  const [position, setPosition] = useState<number>(start?.position ?? 0);
  const [active, setActive] = useState(start?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: ResourceInput) =>
      start
        ? callStaff(staffResourceUpdate, { params: { uuid: start.uuid }, body })
        : callStaff(staffResourceCreate, { params: { region }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.resources(region) });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t`Give the title.`;
    if (!WEB.test(url.trim())) found.url = t`The link is an address on the web (https://…).`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      kind,
      title: title.trim(),
      description: description.trim(),
      url: url.trim(),
      icon: start?.icon ?? '',
      position,
      active,
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={start ? t`Edit the link` : t`New link`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t`Kind`}
            size="md"
            value={kind}
            onChange={(event) => setKind(event.currentTarget.value as Resource['kind'])}
            data={RESOURCE_KINDS.map((k) => ({ value: k, label: i18n._(RESOURCE_KIND[k]) }))}
          />
          <TextInput
            label={t`Title`}
            size="md"
            maxLength={120}
            value={title}
            error={errors.title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Textarea
            label={t`Description`}
            size="md"
            autosize
            minRows={2}
            maxLength={300}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <TextInput
            label={t`Address`}
            type="url"
            size="md"
            value={url}
            error={errors.url}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <NumberInput
            label={t`Position`}
            description={t`Lower numbers come first.`}
            size="md"
            min={0}
            max={1000}
            value={position}
            onChange={(value) => setPosition(typeof value === 'number' ? value : 0)}
          />
          <Switch
            size="md"
            className="content-switch"
            label={t`Active`}
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" h={44} loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A region's link tiles on the installers' resources screen (content staff). */
export function ContentResourcesScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Resources`);
  const queryClient = useQueryClient();
  const [region, setRegion] = useRegionParam('/resources');
  const [editing, setEditing] = useState<StaffResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffResource | null>(null);
  const list = useQuery({
    queryKey: contentKeys.resources(region),
    queryFn: ({ signal }) => callStaff(staffResources, { params: { region }, signal }),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>Resources</Trans>
        </Title>
        <Button h={44} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>New link</Trans>
        </Button>
      </Group>
      <RegionSelect value={region} onChange={setRegion} />
      <QueryState query={list} skeleton={<CardsSkeleton count={4} height={72} />}>
        {(resources) =>
          resources.length === 0 ? (
            <Text>
              <Trans>This region has no links yet.</Trans>
            </Text>
          ) : (
            <Stack gap="sm">
              {resources.map((resource) => (
                <Paper key={resource.uuid} withBorder radius="md" p="md">
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={4} style={{ minWidth: 'min(100%, 16rem)', flex: 1 }}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {resource.title}
                      </Text>
                      <Text size="sm">{i18n._(RESOURCE_KIND[resource.kind])}</Text>
                      {resource.description && <Text size="sm">{resource.description}</Text>}
                      <Anchor
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {resource.url}
                      </Anchor>
                      <Group gap="xs">
                        {resource.active ? (
                          <ToneBadge tone="success">{t`Active`}</ToneBadge>
                        ) : (
                          <ToneBadge tone="neutral">{t`Inactive`}</ToneBadge>
                        )}
                        <Text size="sm">{t`Position ${resource.position}`}</Text>
                      </Group>
                    </Stack>
                    <Group gap="sm">
                      <Button variant="default" h={44} onClick={() => setEditing(resource)}>
                        {t`Edit`}
                        <span className="visually-hidden"> {resource.title}</span>
                      </Button>
                      <Button variant="subtle" color="red" h={44} onClick={() => setDeleting(resource)}>
                        {t`Delete`}
                        <span className="visually-hidden"> {resource.title}</span>
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {editing && <ResourceDialog region={region} resource={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ActionDialog
          danger
          reason="none"
          onClose={() => setDeleting(null)}
          title={t`Delete the link`}
          description={<Text>{t`Installers no longer see it on the resources screen.`}</Text>}
          confirmLabel={t`Delete`}
          action={(_reason, key) =>
            callStaff(staffResourceDelete, { params: { uuid: deleting.uuid }, headers: retrySafe(key) })
          }
          onDone={() => void queryClient.invalidateQueries({ queryKey: contentKeys.resources(region) })}
        />
      )}
    </Stack>
  );
}

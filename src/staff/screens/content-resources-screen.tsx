import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RESOURCE_KINDS, type Resource } from '#contract/content.ts';
import {
  CONTENT_LANGUAGES,
  type ResourceInput,
  type ResourceVersion,
  type StaffResource,
  staffResourceCreate,
  staffResourceDelete,
  staffResources,
  staffResourceUpdate,
} from '#contract/staff-content.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { languageName } from '../frame/language-name.ts';
import { LanguageTabs } from '../frame/language-tabs.tsx';
import { retrySafe } from '../frame/retry-safe.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { contentKeys } from './content-api.ts';
import { RESOURCE_KIND } from './content-labels.ts';
import { RegionItemDialog, RegionItemFooter } from './content-region-dialog.tsx';
import { RegionSelect, useRegionParam } from './content-region-select.tsx';

const WEB = /^https:\/\/[^\s/]+\.\S+$/;

type ResourceFields = Omit<ResourceInput, 'position' | 'active'>;
const written = (version: ResourceVersion | undefined) =>
  !!version && (version.title + version.description).trim() !== '';

/** A tile's title in the console's language, else in its fallback language. */
const resourceTitle = (resource: StaffResource, locale: string) =>
  (resource.versions[locale] ?? resource.versions[resource.fallback_language])?.title ?? '';

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
  const start = resource === 'new' ? null : resource;
  const name = (code: string) => languageName(code, i18n.locale);
  const [kind, setKind] = useState<Resource['kind']>(start?.kind ?? 'instructions');
  const [versions, setVersions] = useState<Record<string, ResourceVersion>>(start?.versions ?? {});
  const [fallback, setFallback] = useState(start?.fallback_language ?? 'en');
  const [language, setLanguage] = useState(start?.fallback_language ?? 'en');
  const [url, setUrl] = useState(start?.url ?? 'https://');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const version = versions[language] ?? { title: '', description: '' };
  const setVersion = (change: Partial<ResourceVersion>) =>
    setVersions((all) => ({ ...all, [language]: { ...version, ...change } }));
  const filled = Object.entries(versions).filter(([, v]) => written(v));
  const check = (): ResourceFields | null => {
    const found: Record<string, string> = {};
    for (const [code, v] of filled) if (!v.title.trim()) found[code] = t`Give the title.`;
    if (filled.length === 0) found[language] = t`Give the title.`;
    else if (!filled.some(([code]) => code === fallback))
      found.fallback = t`The fallback language needs a version of its own.`;
    if (!WEB.test(url.trim())) found.url = t`The link is an address on the web (https://…).`;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const clean = Object.fromEntries(
      filled.map(([code, v]) => [code, { title: v.title.trim(), description: v.description.trim() }]),
    );
    return {
      kind,
      versions: clean,
      fallback_language: fallback as ResourceInput['fallback_language'],
      url: url.trim(),
      icon: start?.icon ?? '',
    };
  };
  return (
    <RegionItemDialog<ResourceFields>
      title={start ? t`Edit the link` : t`New link`}
      start={start}
      listKey={contentKeys.resources(region)}
      check={check}
      send={(body, uuid) =>
        uuid
          ? callStaff(staffResourceUpdate, { params: { uuid }, body })
          : callStaff(staffResourceCreate, { params: { region }, body })
      }
      onClose={onClose}
    >
      <NativeSelect
        label={t`Kind`}
        size="md"
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as Resource['kind'])}
        data={RESOURCE_KINDS.map((k) => ({ value: k, label: i18n._(RESOURCE_KIND[k]) }))}
      />
      <Text size="sm" c="dimmed">
        <Trans>One version per language. Installers read their language's version, else the fallback language's.</Trans>
      </Text>
      <LanguageTabs
        languages={CONTENT_LANGUAGES}
        value={language}
        onChange={setLanguage}
        written={(code) => written(versions[code])}
        invalid={(code) => !!errors[code]}
      >
        <TextInput
          label={t`Title`}
          size="md"
          maxLength={120}
          value={version.title}
          error={errors[language]}
          onChange={(event) => setVersion({ title: event.currentTarget.value })}
        />
        <Textarea
          label={t`Description`}
          size="md"
          autosize
          minRows={2}
          maxLength={300}
          value={version.description}
          onChange={(event) => setVersion({ description: event.currentTarget.value })}
        />
      </LanguageTabs>
      <NativeSelect
        label={t`Fallback language`}
        description={t`Installers whose language has no version read this one.`}
        size="md"
        value={fallback}
        error={errors.fallback}
        onChange={(event) => setFallback(event.currentTarget.value)}
        data={CONTENT_LANGUAGES.map((code) => ({
          value: code,
          label: written(versions[code]) ? name(code) : `${name(code)} (${t`empty`})`,
        }))}
      />
      <TextInput
        label={t`Address`}
        type="url"
        size="md"
        value={url}
        error={errors.url}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
    </RegionItemDialog>
  );
}

/** A region's link tiles on the installers' resources screen (content staff), written per language. */
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
      <ScreenHeader
        title={<Trans>Resources</Trans>}
        action={
          <Button h={44} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setEditing('new')}>
            <Trans>New link</Trans>
          </Button>
        }
      />
      <RegionSelect value={region} onChange={setRegion} />
      <QueryState query={list} skeleton={<CardsSkeleton count={4} height={72} />}>
        {(resources) =>
          resources.length === 0 ? (
            <Text>
              <Trans>This region has no links yet.</Trans>
            </Text>
          ) : (
            <Stack gap="sm">
              {resources.map((resource) => {
                const title = resourceTitle(resource, i18n.locale);
                const shown = resource.versions[i18n.locale] ? i18n.locale : resource.fallback_language;
                const description = resource.versions[shown]?.description;
                const codes = Object.keys(resource.versions)
                  .map((code) => code.toUpperCase())
                  .join(', ');
                return (
                  <Paper key={resource.uuid} withBorder radius="md" p="md">
                    <Stack gap={4}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }} lang={shown}>
                        {title}
                      </Text>
                      <Text size="sm">{i18n._(RESOURCE_KIND[resource.kind])}</Text>
                      {description && (
                        <Text size="sm" lang={shown}>
                          {description}
                        </Text>
                      )}
                      <Text size="sm">
                        <Text span size="sm" fw={700}>
                          {t`Languages`}
                        </Text>{' '}
                        {codes}
                      </Text>
                      <Anchor
                        href={resource.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {resource.url}
                      </Anchor>
                      <Group justify="space-between" gap="sm">
                        <RegionItemFooter
                          item={resource}
                          name={title}
                          onEdit={() => setEditing(resource)}
                          onDelete={() => setDeleting(resource)}
                        />
                      </Group>
                    </Stack>
                  </Paper>
                );
              })}
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

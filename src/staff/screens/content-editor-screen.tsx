import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useRouterState } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { ContentType } from '#contract/content.ts';
import {
  CONTENT_LANGUAGES,
  type ContentInput,
  staffContentCreate,
  staffContentDelete,
  staffContentGet,
  staffContentUpdate,
  youtubeId,
} from '#contract/staff-content.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { languageName } from '../frame/language-name.ts';
import { LanguageTabs } from '../frame/language-tabs.tsx';
import { retrySafe } from '../frame/retry-safe.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { contentKeys } from './content-api.ts';
import {
  type Draft,
  draftOf,
  EMPTY,
  type Errors,
  filled,
  inputOf,
  newDraft,
  statusOf,
  useValidate,
  type Version,
} from './content-draft.ts';
import { GalleryField, PictureField } from './content-pictures.tsx';
import { ContentPreview } from './content-preview.tsx';

// Tiptap and ProseMirror (about 180 KiB) load with the editor, not with the console's first screen.
const ContentRichText = lazy(() => import('./content-rich-text.tsx'));

/** The text field's place while the editor loads: its label and a box of the editor's height. */
function RichTextLoading({ label }: { label: string }) {
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        {label}
      </Text>
      <Skeleton h={220} radius="sm" aria-hidden />
    </div>
  );
}

function Editor({
  initial,
  uuid,
  justCreated = false,
}: {
  initial: Draft;
  uuid: string | null;
  justCreated?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useConsoleNavigate();
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQuery());
  const validate = useValidate();
  const [draft, setDraft] = useState<Draft>(initial);
  const [language, setLanguage] = useState<string>(
    Object.keys(initial.versions)[0] ?? initial.fallback_language ?? 'en',
  );
  // Checked once Save was pressed, then again as the article changes, so a fixed mistake leaves the summary.
  const [checked, setChecked] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setVersion = (code: string, patch: Partial<Version>) =>
    setDraft((d) => ({ ...d, versions: { ...d.versions, [code]: { ...(d.versions[code] ?? EMPTY), ...patch } } }));
  const version = draft.versions[language] ?? EMPTY;
  const errors: Errors = checked ? validate(draft) : {};
  const name = (code: string) => languageName(code, i18n.locale);
  const pushedOn = draft.pushed_at ? formatDateTime(draft.pushed_at, i18n.locale) : '';

  const save = useMutation({
    mutationFn: (input: ContentInput) =>
      uuid
        ? callStaff(staffContentUpdate, { params: { uuid }, body: input })
        : callStaff(staffContentCreate, { body: input }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all() });
      queryClient.setQueryData(contentKeys.item(item.uuid), item);
      set({ pushed_at: item.pushed_at });
      if (!uuid) navigate(`/content/${item.uuid}?saved=1`, { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      const firstBad = Object.keys(found.titles ?? {})[0];
      if (firstBad) setLanguage(firstBad);
      return;
    }
    save.mutate(inputOf(draft));
  };

  const status = statusOf(draft);
  const errorList = [
    errors.regions,
    errors.versions,
    ...Object.entries(errors.titles ?? {}).map(([code, text]) => `${name(code)}: ${text}`),
    errors.fallback_language,
    errors.youtube,
    errors.published_at,
  ].filter(Boolean) as string[];
  const writtenLanguages = CONTENT_LANGUAGES.filter((code) => filled(draft.versions[code]));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ScreenHeader
          back={{
            to: `/content?type=${draft.content_type}`,
            label: draft.content_type === 'news' ? t`Back to the news` : t`Back to the tutorials`,
          }}
          title={
            uuid
              ? draft.content_type === 'news'
                ? t`Edit the article`
                : t`Edit the tutorial`
              : draft.content_type === 'news'
                ? t`New article`
                : t`New tutorial`
          }
          action={<ToneBadge tone={status.tone}>{i18n._(status.label)}</ToneBadge>}
        />

        {errorList.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t`Check the article`}>
            <ul className="content-error-list">
              {errorList.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Alert>
        )}

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              <Trans>Texts</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                One version per language. Installers read their language's version, else the fallback language's.
              </Trans>
            </Text>
            <LanguageTabs
              languages={CONTENT_LANGUAGES}
              value={language}
              onChange={setLanguage}
              written={(code) => filled(draft.versions[code])}
              invalid={(code) => !!errors.titles?.[code]}
            >
              <TextInput
                label={t`Title`}
                size="md"
                maxLength={200}
                value={version.title}
                error={errors.titles?.[language]}
                onChange={(event) => setVersion(language, { title: event.currentTarget.value })}
              />
              <Textarea
                label={t`Excerpt`}
                description={t`A sentence or two on the list of news.`}
                size="md"
                autosize
                minRows={2}
                maxLength={500}
                value={version.excerpt}
                onChange={(event) => setVersion(language, { excerpt: event.currentTarget.value })}
              />
              <Suspense fallback={<RichTextLoading label={t`Text`} />}>
                <ContentRichText
                  key={language}
                  label={t`Text`}
                  value={version.body}
                  onChange={(body) => setVersion(language, { body })}
                />
              </Suspense>
              {filled(draft.versions[language]) && (
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    h={44}
                    onClick={() =>
                      setDraft((d) => {
                        const { [language]: _gone, ...rest } = d.versions;
                        return { ...d, versions: rest };
                      })
                    }
                  >
                    {t`Remove the ${name(language)} version`}
                  </Button>
                </Group>
              )}
            </LanguageTabs>
            <NativeSelect
              label={t`Fallback language`}
              description={t`Installers whose language has no version read this one.`}
              size="md"
              value={draft.fallback_language}
              error={errors.fallback_language}
              onChange={(event) => set({ fallback_language: event.currentTarget.value })}
              data={CONTENT_LANGUAGES.map((code) => ({
                value: code,
                label: writtenLanguages.includes(code) ? name(code) : `${name(code)} (${t`empty`})`,
              }))}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              <Trans>Pictures and video</Trans>
            </Title>
            <PictureField label={t`Picture`} value={draft.picture} onChange={(picture) => set({ picture })} />
            <GalleryField value={draft.gallery} onChange={(gallery) => set({ gallery })} />
            <TextInput
              label={t`YouTube video`}
              description={t`The video's address, e.g. https://www.youtube.com/watch?v=…`}
              size="md"
              value={draft.youtube}
              error={errors.youtube}
              onChange={(event) => set({ youtube: event.currentTarget.value })}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              <Trans>Publishing</Trans>
            </Title>
            <NativeSelect
              label={t`Type`}
              size="md"
              value={draft.content_type}
              onChange={(event) => set({ content_type: event.currentTarget.value as ContentType })}
              data={[
                { value: 'news', label: t`News` },
                { value: 'tutorial', label: t`Tutorials` },
              ]}
            />
            <Checkbox.Group
              label={t`Regions`}
              value={draft.regions.map(String)}
              error={errors.regions}
              onChange={(values) => set({ regions: values.map(Number) })}
            >
              <SimpleGrid cols={{ base: 2, md: 3 }} spacing="xs" mt="xs">
                {(config.data?.countries ?? []).map((country) => (
                  <Checkbox
                    key={country.id}
                    value={String(country.id)}
                    label={country.name}
                    className="content-check"
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <TextInput
              type="datetime-local"
              label={t`Publish date`}
              description={t`A date to come schedules it: installers see it from then.`}
              size="md"
              value={draft.published_at}
              error={errors.published_at}
              onChange={(event) => set({ published_at: event.currentTarget.value })}
            />
            <Switch
              size="md"
              className="content-switch"
              label={t`Visible to installers`}
              description={t`Off: a draft only staff see.`}
              checked={draft.visible}
              onChange={(event) => set({ visible: event.currentTarget.checked })}
            />
            <Switch
              size="md"
              className="content-switch"
              label={t`Sticky`}
              description={t`Shown in the home slider (the newest five).`}
              checked={draft.sticky}
              onChange={(event) => set({ sticky: event.currentTarget.checked })}
            />
            {draft.content_type === 'news' && (
              <Switch
                size="md"
                className="content-switch"
                label={t`Important: send a push notification when published`}
                description={
                  pushedOn
                    ? t`The push was sent on ${pushedOn}. Saving again does not send it again.`
                    : t`Sent once to the devices of installers in its regions who allow news.`
                }
                checked={draft.important}
                onChange={(event) => set({ important: event.currentTarget.checked })}
              />
            )}
          </Stack>
        </Paper>

        <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
        {(save.isSuccess || (justCreated && save.isIdle)) && (
          <Alert color="green" variant="light" role="status">
            <Trans>Saved. Installers see the change at their next visit.</Trans>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button type="submit" size="md" h={44} loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
            <Button
              variant="default"
              size="md"
              h={44}
              leftSection={<IconEye size={20} aria-hidden />}
              disabled={writtenLanguages.length === 0}
              onClick={() => setPreviewing(true)}
            >
              <Trans>Preview</Trans>
            </Button>
          </Group>
          {uuid && (
            <Button variant="subtle" color="red" size="md" h={44} onClick={() => setDeleting(true)}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </Group>
      </Stack>
      {previewing && (
        <ContentPreview
          article={{
            versions: inputOf(draft).versions,
            youtube: youtubeId(draft.youtube),
            picture: draft.picture,
            gallery: draft.gallery,
          }}
          language={language}
          onClose={() => setPreviewing(false)}
        />
      )}
      {deleting && uuid && (
        <ActionDialog
          danger
          reason="none"
          onClose={() => setDeleting(false)}
          title={draft.content_type === 'news' ? t`Delete the article` : t`Delete the tutorial`}
          description={
            <Text>{t`It goes in every language and region. To keep it for later, turn off Visible to installers instead.`}</Text>
          }
          confirmLabel={t`Delete`}
          action={(_reason, key) => callStaff(staffContentDelete, { params: { uuid }, headers: retrySafe(key) })}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: contentKeys.all() });
            navigate(`/content?type=${draft.content_type}`);
          }}
        />
      )}
    </form>
  );
}

/** A new article or tutorial (/content/new?type=…&region=…). */
export function ContentNewScreen() {
  const { t } = useLingui();
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(search);
  const type: ContentType = params.get('type') === 'tutorial' ? 'tutorial' : 'news';
  const region = Number(params.get('region')) || null;
  useConsoleTitle(type === 'news' ? t`New article` : t`New tutorial`);
  return <Editor initial={newDraft(type, region)} uuid={null} />;
}

/** An article or tutorial to edit (/content/$uuid). */
export function ContentEditScreen() {
  const { t } = useLingui();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const justCreated = useRouterState({ select: (state) => state.location.searchStr }).includes('saved=1');
  useConsoleTitle(t`Edit the article`);
  const item = useQuery({
    queryKey: contentKeys.item(uuid),
    queryFn: ({ signal }) => callStaff(staffContentGet, { params: { uuid }, signal }),
  });
  return (
    <QueryState query={item} skeleton={<CardsSkeleton count={3} height={120} />}>
      {(loaded) => <Editor key={loaded.uuid} initial={draftOf(loaded)} uuid={loaded.uuid} justCreated={justCreated} />}
    </QueryState>
  );
}

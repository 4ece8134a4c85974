import './catalogue.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CATALOGUE_LANGUAGES,
  type StaffCategory,
  staffCategories,
  staffCategoryCreate,
  staffCategoryDelete,
  staffCategoryUpdate,
} from '#contract/staff-catalogue.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { languageName } from '../frame/language-name.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { catalogueErrorMessages, catalogueKeys } from './catalogue-api.ts';
import { useCatalogueFilters } from './catalogue-list-screen.tsx';

type Names = Partial<Record<(typeof CATALOGUE_LANGUAGES)[number], string>>;

function NamesFields({ names, onChange, idPrefix }: { names: Names; onChange: (n: Names) => void; idPrefix: string }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {CATALOGUE_LANGUAGES.map((code) => (
        <TextInput
          key={code}
          id={`${idPrefix}-${code}`}
          size="md"
          lang={code}
          label={`${code.toUpperCase()} · ${languageName(code, i18n.locale)}`}
          required={code === 'en'}
          maxLength={100}
          value={names[code] ?? ''}
          onChange={(event) => onChange({ ...names, [code]: event.currentTarget.value })}
        />
      ))}
    </SimpleGrid>
  );
}

function CategoryCard({ category, first, last }: { category: StaffCategory; first: boolean; last: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Names>(category.names);
  const [open, setOpen] = useState(false);
  const done = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
  const update = useMutation({
    mutationFn: (body: { names?: Names; position?: number }) =>
      callStaff(staffCategoryUpdate, { params: { uuid: category.uuid }, body }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () => callStaff(staffCategoryDelete, { params: { uuid: category.uuid } }),
    onSuccess: done,
  });
  const name = category.names.en ?? category.slug;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} className="catalogue-name">
              {name}
            </Text>
            <Text size="sm" c="dimmed" className="catalogue-sku">
              {category.slug} · <Trans>{category.products} products</Trans>
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size={44}
              disabled={first || update.isPending}
              aria-label={t`Move ${name} up`}
              onClick={() => update.mutate({ position: category.position - 1 })}
            >
              <IconArrowUp size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={44}
              disabled={last || update.isPending}
              aria-label={t`Move ${name} down`}
              onClick={() => update.mutate({ position: category.position + 1 })}
            >
              <IconArrowDown size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t`Remove ${name}`}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group>
          <Button variant="default" h={44} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? <Trans>Close the names</Trans> : <Trans>Names per language</Trans>}
          </Button>
        </Group>
        {open && (
          <>
            <NamesFields names={names} onChange={setNames} idPrefix={`cat-${category.uuid}`} />
            <Group>
              <Button h={44} loading={update.isPending} onClick={() => update.mutate({ names })}>
                <Trans>Save the names</Trans>
              </Button>
            </Group>
          </>
        )}
        <ErrorAlert
          messages={
            update.isError
              ? catalogueErrorMessages(update.error)
              : remove.isError
                ? catalogueErrorMessages(remove.error)
                : []
          }
        />
      </Stack>
    </Paper>
  );
}

/** A region's shop categories: names per language, order, add and remove (decision 0290). */
export function CatalogueCategoriesScreen() {
  const { t } = useLingui();
  const { region } = useCatalogueFilters();
  const queryClient = useQueryClient();
  useConsoleTitle(t`Categories`);
  const [slug, setSlug] = useState('');
  const [names, setNames] = useState<Names>({});
  const list = useQuery({
    queryKey: catalogueKeys.categories(region),
    queryFn: ({ signal }) => callStaff(staffCategories, { query: { region }, signal }),
  });
  const create = useMutation({
    mutationFn: () =>
      callStaff(staffCategoryCreate, {
        body: {
          region_id: region,
          slug: slug.trim(),
          names: Object.fromEntries(Object.entries(names).filter(([, v]) => v?.trim())),
        },
      }),
    onSuccess: () => {
      setSlug('');
      setNames({});
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
    },
  });
  return (
    <Stack gap="lg">
      <ScreenHeader
        back={{ to: `/catalogue?region=${region}`, label: <Trans>Back to the catalogue</Trans> }}
        title={<Trans>Categories</Trans>}
      />
      <QueryState query={list} skeleton={<CardsSkeleton count={4} height={80} />}>
        {({ categories }) => (
          <Stack gap="sm">
            {categories.length === 0 && (
              <Text>
                <Trans>The region has no categories yet.</Trans>
              </Text>
            )}
            {categories.map((category, i) => (
              <CategoryCard
                key={category.uuid}
                category={category}
                first={i === 0}
                last={i === categories.length - 1}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="catalogue-new-category">
        <Stack gap="sm">
          <Title order={2} size="h3" id="catalogue-new-category">
            <Trans>New category</Trans>
          </Title>
          <TextInput
            size="md"
            label={t`Slug`}
            description={t`The category’s address in the shop: lower-case letters, digits and dashes.`}
            required
            maxLength={50}
            value={slug}
            onChange={(event) => setSlug(event.currentTarget.value)}
            maw={360}
          />
          <NamesFields names={names} onChange={setNames} idPrefix="new-category" />
          <Group>
            <Button h={44} loading={create.isPending} onClick={() => create.mutate()}>
              <Trans>Add the category</Trans>
            </Button>
          </Group>
          <ErrorAlert messages={create.isError ? catalogueErrorMessages(create.error) : []} />
        </Stack>
      </Paper>
    </Stack>
  );
}

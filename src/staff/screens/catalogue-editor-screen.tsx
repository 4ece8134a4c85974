import '@mantine/core/styles/Tabs.css';
import './catalogue.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_TYPES, type ProductType, SUBTYPES, type Subtype } from '#contract/shop.ts';
import {
  CATALOGUE_LANGUAGES,
  type CatalogueLanguage,
  MAX_DESCRIPTION,
  MAX_NAME,
  PERSONALISATION_FIELDS,
  type StaffProduct,
  staffCategories,
  staffProduct,
  staffProductCreate,
  staffProductDelete,
  staffProductRestore,
  staffProductUpdate,
} from '#contract/staff-catalogue.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { languageName } from '../frame/language-name.ts';
import { LanguageTabs } from '../frame/language-tabs.tsx';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { catalogueErrorMessages, catalogueKeys, fieldErrors } from './catalogue-api.ts';
import { checkDraft, type Draft, type DraftErrors, draftOf, emptyDraft, filled } from './catalogue-draft.ts';
import { FIELD_LABEL, PRODUCT_TYPE_LABEL, SUBTYPE_LABEL } from './catalogue-labels.ts';
import { useCatalogueFilters } from './catalogue-list-screen.tsx';
import { PicturesEditor } from './catalogue-pictures.tsx';
import { ProductPreview } from './catalogue-preview.tsx';
import { VariantsEditor } from './catalogue-variants.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function TextsEditor({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: DraftErrors;
  onChange: (code: CatalogueLanguage, text: { name: string; description: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<CatalogueLanguage>('en');
  const _name = (code: string) => languageName(code, i18n.locale);
  const text = draft.texts[language] ?? { name: '', description: '' };
  const englishError = errors['texts.en'] ?? errors.texts;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>English is required; installers whose language has no name read the English one.</Trans>
      </Text>
      <LanguageTabs
        languages={CATALOGUE_LANGUAGES}
        value={language}
        onChange={(code) => setLanguage(code as CatalogueLanguage)}
        written={(code) => filled(draft.texts[code as CatalogueLanguage])}
        invalid={(code) => code === 'en' && !!englishError}
      >
        <TextInput
          label={t`Name`}
          size="md"
          required={language === 'en'}
          maxLength={MAX_NAME}
          value={text.name}
          error={language === 'en' && englishError ? englishError.map((m) => i18n._(m)).join(' ') : undefined}
          onChange={(event) => onChange(language, { ...text, name: event.currentTarget.value })}
        />
        <Textarea
          label={t`Description`}
          size="md"
          autosize
          minRows={3}
          maxLength={MAX_DESCRIPTION}
          value={text.description}
          onChange={(event) => onChange(language, { ...text, description: event.currentTarget.value })}
        />
      </LanguageTabs>
    </Stack>
  );
}

function SettingsEditor({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: DraftErrors;
  onChange: (d: Partial<Draft>) => void;
}) {
  const { t, i18n } = useLingui();
  const settingsError = errors.settings?.map((m) => i18n._(m)).join(' ');
  return (
    <Stack gap="md">
      <NativeSelect
        label={t`What is printed`}
        size="md"
        value={draft.subtype}
        onChange={(event) => onChange({ subtype: event.currentTarget.value as Subtype })}
        data={SUBTYPES.map((s) => ({ value: s, label: i18n._(SUBTYPE_LABEL[s]) }))}
        maw={360}
      />
      <Text fw={600}>
        <Trans>Fields the form asks for</Trans>
      </Text>
      {settingsError && (
        <Text c="red" size="sm" role="alert">
          {settingsError}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PERSONALISATION_FIELDS.map((field) => (
          <Radio.Group
            key={field}
            label={i18n._(FIELD_LABEL[field])}
            value={draft.fields[field] ?? 'no'}
            onChange={(value) => {
              const fields = { ...draft.fields };
              if (value === 'no') delete fields[field];
              else fields[field] = value as 'required' | 'optional';
              onChange({ fields });
            }}
          >
            <Group gap="md" className="catalogue-field-choice">
              <Radio value="required" label={t`Required`} />
              <Radio value="optional" label={t`Optional`} />
              <Radio value="no" label={t`Not asked`} />
            </Group>
          </Radio.Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Editor({ product, region }: { product: StaffProduct | null; region: number }) {
  const { t, i18n } = useLingui();
  const navigate = useConsoleNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => (product ? draftOf(product) : emptyDraft()));
  const [images, setImages] = useState(product?.images ?? []);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const errorBox = useRef<HTMLDivElement>(null);
  const regionId = product?.region_id ?? region;
  const categories = useQuery({
    queryKey: catalogueKeys.categories(regionId),
    queryFn: ({ signal }) => callStaff(staffCategories, { query: { region: regionId }, signal }),
  });
  const change = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const save = useMutation({
    mutationFn: async (input: NonNullable<Extract<ReturnType<typeof checkDraft>, { input: unknown }>>['input']) =>
      product
        ? callStaff(staffProductUpdate, { params: { uuid: product.uuid }, body: input })
        : callStaff(staffProductCreate, { body: { region_id: regionId, product: input } }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
      setSaved(true);
      if (!product) navigate(`/catalogue/${answer.uuid}`, { replace: true });
      else {
        queryClient.setQueryData(catalogueKeys.product(answer.uuid), answer);
        setDraft(draftOf(answer));
      }
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });
  const onSave = () => {
    const checked = checkDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      requestAnimationFrame(() => errorBox.current?.focus());
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  };
  const restore = useMutation({
    mutationFn: () => callStaff(staffProductRestore, { params: { uuid: product!.uuid } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(catalogueKeys.product(answer.uuid), answer);
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
      setDraft(draftOf(answer));
    },
  });
  useEffect(() => setImages(product?.images ?? []), [product?.images]);

  const errorList = Object.values(errors).flat();
  const allCategories = categories.data?.categories ?? [];
  const title = product ? draft.texts.en?.name || product.sku : t`New product`;
  useConsoleTitle(title);

  return (
    <Stack gap="lg">
      <ScreenHeader
        back={{ to: `/catalogue?region=${regionId}`, label: <Trans>Back to the catalogue</Trans> }}
        title={title}
        titleClassName="catalogue-title"
      />
      {product?.archived && (
        <Alert color="gray" variant="light" title={t`Archived`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Installers ordered this product, so it is kept for their orders and gone from the shop.</Trans>
            </Text>
            <Button h={44} variant="default" loading={restore.isPending} onClick={() => restore.mutate()}>
              <Trans>Bring it back (inactive and hidden)</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      <div ref={errorBox} tabIndex={-1} className="catalogue-error-box">
        {errorList.length > 0 && (
          <Alert color="red" variant="light" title={t`The product was not saved`} role="alert">
            <ul className="catalogue-error-list">
              {[...new Set(errorList.map((m) => i18n._(m)))].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Alert>
        )}
        <ErrorAlert messages={save.isError && errorList.length === 0 ? catalogueErrorMessages(save.error) : []} />
      </div>

      <Section title={t`Product`}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t`Type`}
            size="md"
            value={draft.type}
            disabled={product !== null}
            description={product ? t`A product’s type cannot change.` : undefined}
            onChange={(event) => {
              const type = event.currentTarget.value as ProductType;
              change({ type, variants: type === 'card' ? draft.variants.slice(0, 1) : draft.variants });
            }}
            data={PRODUCT_TYPES.map((type) => ({ value: type, label: i18n._(PRODUCT_TYPE_LABEL[type]) }))}
          />
          <TextInput
            label={t`SKU`}
            size="md"
            required
            maxLength={64}
            value={draft.sku}
            error={errors.sku?.map((m) => i18n._(m)).join(' ')}
            onChange={(event) => {
              const sku = event.currentTarget.value;
              // A new product's single variant follows its SKU until staff give it one of its own.
              const follow = !product && draft.variants.length === 1 && draft.variants[0]!.sku === draft.sku;
              change({ sku, ...(follow ? { variants: [{ ...draft.variants[0]!, sku }] } : {}) });
            }}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch
            className="catalogue-switch"
            size="md"
            label={t`Active`}
            description={t`Can be ordered`}
            checked={draft.active}
            onChange={(event) => change({ active: event.currentTarget.checked })}
          />
          <Switch
            className="catalogue-switch"
            size="md"
            label={t`Visible`}
            description={t`Listed in the shop`}
            checked={draft.is_visible}
            onChange={(event) => change({ is_visible: event.currentTarget.checked })}
          />
          <Switch
            className="catalogue-switch"
            size="md"
            label={t`Featured`}
            description={t`On the installers’ home page`}
            checked={draft.sticky}
            onChange={(event) => change({ sticky: event.currentTarget.checked })}
          />
        </Group>
        <Checkbox.Group
          label={t`Categories`}
          value={draft.categories}
          onChange={(value) => change({ categories: value })}
          error={errors.categories?.map((m) => i18n._(m)).join(' ')}
        >
          <Group gap="md" mt="xs">
            {allCategories.length === 0 && (
              <Text size="sm" c="dimmed">
                <Trans>The region has no categories yet.</Trans>
              </Text>
            )}
            {allCategories.map((c) => (
              <Checkbox
                key={c.uuid}
                className="catalogue-check"
                value={c.slug}
                label={c.names[i18n.locale] ?? c.names.en ?? c.slug}
              />
            ))}
          </Group>
        </Checkbox.Group>
      </Section>

      <Section title={t`Names and descriptions`}>
        <TextsEditor
          draft={draft}
          errors={errors}
          onChange={(code, text) => change({ texts: { ...draft.texts, [code]: text } })}
        />
      </Section>

      {draft.type === 'personalised' && (
        <Section title={t`Personalisation`}>
          <SettingsEditor draft={draft} errors={errors} onChange={change} />
        </Section>
      )}

      <Section title={t`Variants, prices and stock`}>
        <VariantsEditor
          type={draft.type}
          variants={draft.variants}
          errors={errors}
          onChange={(variants) => change({ variants })}
        />
      </Section>

      <Group gap="md">
        <Button h={44} size="md" onClick={onSave} loading={save.isPending}>
          {product ? <Trans>Save the product</Trans> : <Trans>Add the product</Trans>}
        </Button>
        {saved && (
          <Text role="status" c="green.9" fw={600}>
            <Trans>Saved. Installers see the change now.</Trans>
          </Text>
        )}
      </Group>

      <Section title={t`Pictures`}>
        {product ? (
          <PicturesEditor
            product={product.uuid}
            images={images}
            onSaved={(next) => {
              setImages(next);
              void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Add the product first, then its pictures.</Trans>
          </Text>
        )}
      </Section>

      <Section title={t`Preview as an installer sees it`}>
        <ProductPreview draft={draft} images={images} />
      </Section>

      {product && !product.archived && (
        <Section title={product.ordered ? t`Archive` : t`Delete`}>
          <Text size="sm">
            {product.ordered ? (
              <Trans>Installers have ordered this product: it is archived, kept for their orders.</Trans>
            ) : (
              <Trans>Nobody has ordered this product yet: it is deleted for good.</Trans>
            )}
          </Text>
          <Group>
            <Button h={44} color="red" variant="outline" onClick={() => setDeleting(true)}>
              {product.ordered ? <Trans>Archive the product</Trans> : <Trans>Delete the product</Trans>}
            </Button>
          </Group>
          <ActionDialog
            opened={deleting}
            onClose={() => setDeleting(false)}
            title={product.ordered ? t`Archive ${title}?` : t`Delete ${title}?`}
            confirmLabel={product.ordered ? t`Archive` : t`Delete`}
            danger
            reason="none"
            action={() => callStaff(staffProductDelete, { params: { uuid: product.uuid } })}
            onDone={() => {
              void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() });
              navigate(`/catalogue?region=${regionId}`);
            }}
          />
        </Section>
      )}
    </Stack>
  );
}

/** A new product (/catalogue/new?region=…) or a saved one (/catalogue/$uuid), content staff (decision 0290). */
export function CatalogueEditorScreen() {
  const { uuid } = useParams({ strict: false }) as { uuid?: string };
  const { region } = useCatalogueFilters();
  const product = useQuery({
    queryKey: catalogueKeys.product(uuid ?? 'new'),
    queryFn: ({ signal }) => callStaff(staffProduct, { params: { uuid: uuid! }, signal }),
    enabled: uuid !== undefined,
  });
  if (uuid === undefined) return <Editor product={null} region={region} />;
  return (
    <QueryState query={product} skeleton={<CardsSkeleton count={4} height={120} />}>
      {(data) => <Editor key={data.uuid} product={data} region={data.region_id} />}
    </QueryState>
  );
}

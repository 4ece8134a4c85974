import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type * as v from 'valibot';
import type { ProductImage } from '#contract/shop.ts';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '#contract/staff-catalogue.ts';
import { languageName } from '../frame/language-name.ts';
import type { Draft } from './catalogue-draft.ts';
import { FIELD_LABEL } from './catalogue-labels.ts';

type Image = v.InferOutput<typeof ProductImage>;

/**
 * The product's page as an installer reading `language` sees it (decision 0290): the name and description in that
 * language or English, the pictures with the first large, price, stock ("In stock" above 100, as the shop says) and
 * the variants to choose from, or the fields a personalised print asks for; a notice when it is not on sale.
 */
export function ProductPreview({ draft, images }: { draft: Draft; images: Image[] }) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<CatalogueLanguage>('en');
  const text = draft.texts[language]?.name.trim() ? draft.texts[language]! : draft.texts.en;
  const prices = draft.variants.map((x) => Number(x.price)).filter((n) => Number.isFinite(n));
  const stock = draft.variants.reduce((sum, x) => sum + (Number(x.stock) || 0), 0);
  const min = prices.length ? Math.min(...prices) : 0;
  const price = draft.type === 'card' || min <= 0 ? t`Free` : t`${i18n.number(Math.max(min, 0))} pts`;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t`Preview in`}
        size="md"
        value={language}
        onChange={(event) => setLanguage(event.currentTarget.value as CatalogueLanguage)}
        data={CATALOGUE_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.locale) }))}
        maw={320}
      />
      <Paper withBorder radius="md" p="md" className="catalogue-preview" lang={language}>
        <Stack gap="sm">
          {(!draft.active || !draft.is_visible) && (
            <Alert color="yellow" variant="light">
              <Trans>This product is not on sale: installers who open its address see this notice.</Trans>
            </Alert>
          )}
          {images[0] ? (
            <img className="catalogue-preview-main" src={images[0].sizes.m} alt="" />
          ) : (
            <div className="catalogue-preview-main catalogue-preview-empty" aria-hidden />
          )}
          {images.length > 1 && (
            <Group gap="xs">
              {images.map((image) => (
                <img key={image.thumbnail} className="catalogue-preview-thumb" src={image.thumbnail} alt="" />
              ))}
            </Group>
          )}
          <Title order={3} className="catalogue-preview-name">
            {text?.name || t`(no name)`}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>SKU {draft.sku}</Trans>
          </Text>
          {text?.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {text.description}
            </Text>
          )}
          <Group gap="sm">
            <Text fw={700} size="lg">
              {price}
            </Text>
            <Badge color={stock > 0 ? 'green' : 'red'} variant="light">
              {stock === 0 ? t`Out of stock` : stock > 100 ? t`In stock` : t`${i18n.number(stock)} in stock`}
            </Badge>
          </Group>
          {draft.type === 'product' && draft.variants.length > 1 && (
            <Group gap="xs" aria-label={t`Variants`} role="group">
              {draft.variants.map((x) => (
                <Badge key={x.key} variant="outline" size="lg" color={Number(x.stock) > 0 ? 'gray' : 'red'}>
                  {x.title || x.sku}
                </Badge>
              ))}
            </Group>
          )}
          {draft.type === 'personalised' && (
            <Text size="sm">
              <Trans>The form asks for:</Trans>{' '}
              {Object.keys(draft.fields)
                .map((name) => i18n._(FIELD_LABEL[name as keyof typeof FIELD_LABEL]))
                .join(', ')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

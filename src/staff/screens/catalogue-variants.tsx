import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ProductType } from '#contract/shop.ts';
import { type DraftErrors, type DraftVariant, newVariant } from './catalogue-draft.ts';

interface Props {
  type: ProductType;
  variants: DraftVariant[];
  errors: DraftErrors;
  onChange: (variants: DraftVariant[]) => void;
}

type Column = 'sku' | 'title' | 'price' | 'stock' | 'attrs';

/** The product's variants: a table on a wide screen, one card each on a phone; each cell labelled. */
export function VariantsEditor({ type, variants, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  const set = (i: number, patch: Partial<DraftVariant>) =>
    onChange(variants.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const remove = (i: number) => onChange(variants.filter((_, n) => n !== i));
  const error = (i: number, column: Column) => {
    const list = errors[`variants.${i}.${column}`];
    return list ? list.map((m) => i18n._(m)).join(' ') : undefined;
  };
  const label: Record<Column, string> = {
    sku: t`SKU`,
    title: t`Title`,
    price: t`Price in points`,
    stock: t`Stock`,
    attrs: t`Attributes`,
  };
  const cell = (x: DraftVariant, i: number, column: Column, hideLabel: boolean) => (
    <TextInput
      size="md"
      label={hideLabel ? undefined : label[column]}
      aria-label={hideLabel ? t`${label[column]}, variant ${i + 1}` : undefined}
      description={!hideLabel && column === 'attrs' ? t`For example Size=XL; Colour=grey` : undefined}
      placeholder={hideLabel && column === 'attrs' ? 'Size=XL' : undefined}
      inputMode={column === 'price' || column === 'stock' ? 'numeric' : undefined}
      value={x[column]}
      error={error(i, column)}
      maxLength={column === 'sku' ? 64 : 100}
      onChange={(event) => set(i, { [column]: event.currentTarget.value })}
    />
  );
  const removeButton = (x: DraftVariant, i: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      size={44}
      disabled={x.ordered || variants.length === 1}
      aria-label={x.ordered ? t`Variant ${i + 1} was ordered: set its stock to 0` : t`Remove variant ${i + 1}`}
      title={x.ordered ? t`Ordered: set its stock to 0 instead` : undefined}
      onClick={() => remove(i)}
    >
      <IconTrash size={20} aria-hidden />
    </ActionIcon>
  );
  const columns: Column[] = ['sku', 'title', 'price', 'stock', 'attrs'];
  return (
    <Stack gap="sm">
      {errors.variants && (
        <Text c="red" size="sm" role="alert">
          {errors.variants.map((m) => i18n._(m)).join(' ')}
        </Text>
      )}
      <Table className="console-wide-only catalogue-variants" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{label[column]}</Table.Th>
            ))}
            <Table.Th>
              <span className="visually-hidden">{t`Remove`}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((x, i) => (
            <Table.Tr key={x.key}>
              {columns.map((column) => (
                <Table.Td key={column} className={`catalogue-variant-${column}`}>
                  {cell(x, i, column, true)}
                </Table.Td>
              ))}
              <Table.Td>{removeButton(x, i)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack className="console-narrow-only" gap="sm">
        {variants.map((x, i) => (
          <Paper key={x.key} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>
                  <Trans>Variant {i + 1}</Trans>
                </Text>
                {removeButton(x, i)}
              </Group>
              {columns.map((column) => (
                <div key={column}>{cell(x, i, column, false)}</div>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {type !== 'card' && (
        <Group>
          <Button
            variant="default"
            h={44}
            leftSection={<IconPlus size={20} aria-hidden />}
            onClick={() => onChange([...variants, newVariant()])}
          >
            <Trans>Add a variant</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

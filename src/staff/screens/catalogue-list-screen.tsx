import './catalogue.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFileSpreadsheet, IconPlus, IconTags } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PRODUCT_TYPES, type ProductType } from '#contract/shop.ts';
import { type StaffProductRow, staffProductMove, staffProducts } from '#contract/staff-catalogue.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { ConsoleLink, useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { catalogueErrorMessages, catalogueKeys } from './catalogue-api.ts';
import { PRODUCT_STATES, PRODUCT_TYPE_LABEL, type ProductState, rowState, STATE_LABEL } from './catalogue-labels.ts';

export interface CatalogueFilters {
  region: number;
  q: string;
  type: ProductType | '';
  state: ProductState;
  page: number;
}

/** The list's filters from the address (?region=2&q=…&type=…&state=…&page=…); Poland's shop by default. */
export function useCatalogueFilters(): CatalogueFilters {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(search);
  const region = Number(params.get('region'));
  const type = params.get('type') ?? '';
  const state = params.get('state') ?? '';
  return {
    region: Number.isInteger(region) && region >= 2 && region <= 17 ? region : 2,
    q: params.get('q') ?? '',
    type: (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : '',
    state: (PRODUCT_STATES as readonly string[]).includes(state) ? (state as ProductState) : 'current',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export const catalogueSearch = (f: Partial<CatalogueFilters>) => {
  const params = new URLSearchParams();
  if (f.region) params.set('region', String(f.region));
  if (f.q) params.set('q', f.q);
  if (f.type) params.set('type', f.type);
  if (f.state && f.state !== 'current') params.set('state', f.state);
  if (f.page && f.page > 1) params.set('page', String(f.page));
  return params.toString();
};

function State({ row }: { row: StaffProductRow }) {
  const { i18n } = useLingui();
  const state = rowState(row);
  return <ToneBadge tone={state.tone}>{i18n._(state.label)}</ToneBadge>;
}

function Price({ row }: { row: StaffProductRow }) {
  const { t, i18n } = useLingui();
  const format = (n: number) => i18n.number(n);
  if (row.variants === 0) return <>–</>;
  return row.prices.min === row.prices.max
    ? t`${format(row.prices.min)} pts`
    : t`${format(row.prices.min)}–${format(row.prices.max)} pts`;
}

function MoveButtons({
  row,
  onMove,
  busy,
}: {
  row: StaffProductRow;
  onMove: (d: 'up' | 'down') => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  if (row.archived) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t`Move ${row.name} up`}
        disabled={busy}
        onClick={() => onMove('up')}
      >
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t`Move ${row.name} down`}
        disabled={busy}
        onClick={() => onMove('down')}
      >
        <IconArrowDown size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The shop's catalogue of a region (content staff, decision 0290): search, filters, order, and the way to each product. */
export function CatalogueListScreen() {
  const { t, i18n } = useLingui();
  const filters = useCatalogueFilters();
  const navigate = useConsoleNavigate();
  const queryClient = useQueryClient();
  useConsoleTitle(t`Catalogue`);
  const [q, setQ] = useState(filters.q);
  const config = useQuery(publicConfigQuery());
  const list = useQuery({
    queryKey: catalogueKeys.list(filters),
    queryFn: ({ signal }) =>
      callStaff(staffProducts, {
        query: {
          region: filters.region,
          page: String(filters.page),
          state: filters.state,
          ...(filters.q ? { q: filters.q } : {}),
          ...(filters.type ? { type: filters.type } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const move = useMutation({
    mutationFn: ({ uuid, direction }: { uuid: string; direction: 'up' | 'down' }) =>
      callStaff(staffProductMove, { params: { uuid }, body: { direction } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
  const go = (next: Partial<CatalogueFilters>) =>
    navigate(`/catalogue?${catalogueSearch({ ...filters, page: 1, ...next })}`, { replace: true });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: q.trim() });
  };
  const regionQuery = `region=${filters.region}`;
  const languages = (row: StaffProductRow) => row.languages.map((code) => code.toUpperCase()).join(' ');

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={<Trans>Catalogue</Trans>}
        action={
          <Group gap="sm">
            <Button
              component={ConsoleLink}
              to={`/catalogue/categories?${regionQuery}`}
              variant="default"
              h={44}
              leftSection={<IconTags size={20} aria-hidden />}
            >
              <Trans>Categories</Trans>
            </Button>
            <Button
              component={ConsoleLink}
              to={`/catalogue/csv?${regionQuery}`}
              variant="default"
              h={44}
              leftSection={<IconFileSpreadsheet size={20} aria-hidden />}
            >
              <Trans>CSV import and export</Trans>
            </Button>
            <Button
              component={ConsoleLink}
              to={`/catalogue/new?${regionQuery}`}
              className="catalogue-primary-link"
              h={44}
              leftSection={<IconPlus size={20} aria-hidden />}
            >
              <Trans>New product</Trans>
            </Button>
          </Group>
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t`Region`}
          size="md"
          value={String(filters.region)}
          onChange={(event) => go({ region: Number(event.currentTarget.value) })}
          data={(config.data?.countries ?? [{ id: filters.region, name: String(filters.region) }]).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
        />
        <NativeSelect
          label={t`Type`}
          size="md"
          value={filters.type}
          onChange={(event) => go({ type: event.currentTarget.value as ProductType | '' })}
          data={[
            { value: '', label: t`Every type` },
            ...PRODUCT_TYPES.map((type) => ({ value: type, label: i18n._(PRODUCT_TYPE_LABEL[type]) })),
          ]}
        />
        <NativeSelect
          label={t`State`}
          size="md"
          value={filters.state}
          onChange={(event) => go({ state: event.currentTarget.value as ProductState })}
          data={PRODUCT_STATES.map((state) => ({ value: state, label: i18n._(STATE_LABEL[state]) }))}
        />
        <form onSubmit={onSearch} className="catalogue-search">
          <TextInput
            label={t`Name or SKU`}
            size="md"
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" h={44}>
            <Trans>Search</Trans>
          </Button>
        </form>
      </Group>
      <ErrorAlert messages={move.isError ? catalogueErrorMessages(move.error) : []} />
      <QueryState query={list} skeleton={<CardsSkeleton count={6} height={64} />}>
        {({ data, total, page, last_page }) =>
          data.length === 0 ? (
            <Text>
              <Trans>No products match.</Trans>
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                <Trans>{total} products</Trans>
              </Text>
              <Table className="console-wide-only" striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <span className="visually-hidden">{t`Picture`}</span>
                    </Table.Th>
                    <Table.Th>{t`Product`}</Table.Th>
                    <Table.Th>{t`Type`}</Table.Th>
                    <Table.Th>{t`Languages`}</Table.Th>
                    <Table.Th ta="end">{t`Stock`}</Table.Th>
                    <Table.Th ta="end">{t`Price`}</Table.Th>
                    <Table.Th>{t`State`}</Table.Th>
                    <Table.Th>{t`Order in the shop`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((row) => (
                    <Table.Tr key={row.uuid}>
                      <Table.Td>
                        {row.thumbnail ? <img className="catalogue-thumb" src={row.thumbnail} alt="" /> : null}
                      </Table.Td>
                      <Table.Td>
                        <ConsoleLink to={`/catalogue/${row.uuid}`} className="catalogue-name-link">
                          {row.name}
                        </ConsoleLink>
                        <Text size="sm" c="dimmed" className="catalogue-sku">
                          {row.sku}
                        </Text>
                      </Table.Td>
                      <Table.Td>{i18n._(PRODUCT_TYPE_LABEL[row.type])}</Table.Td>
                      <Table.Td>{languages(row)}</Table.Td>
                      <Table.Td ta="end">{i18n.number(row.stock)}</Table.Td>
                      <Table.Td ta="end">
                        <Price row={row} />
                      </Table.Td>
                      <Table.Td>
                        <State row={row} />
                      </Table.Td>
                      <Table.Td>
                        <MoveButtons
                          row={row}
                          busy={move.isPending}
                          onMove={(direction) => move.mutate({ uuid: row.uuid, direction })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Stack className="console-narrow-only" gap="sm">
                {data.map((row) => (
                  <Paper key={row.uuid} withBorder radius="md" p="sm">
                    <Group align="flex-start" wrap="nowrap" gap="sm">
                      {row.thumbnail ? <img className="catalogue-thumb" src={row.thumbnail} alt="" /> : null}
                      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                        <ConsoleLink to={`/catalogue/${row.uuid}`} className="catalogue-name-link">
                          {row.name}
                        </ConsoleLink>
                        <Text size="sm" c="dimmed" className="catalogue-sku">
                          {row.sku} · {i18n._(PRODUCT_TYPE_LABEL[row.type])}
                        </Text>
                        <Group gap="xs">
                          <State row={row} />
                          <Text size="sm">
                            <Price row={row} /> · <Trans>stock {i18n.number(row.stock)}</Trans>
                          </Text>
                        </Group>
                        <Text size="sm">{languages(row)}</Text>
                      </Stack>
                      <MoveButtons
                        row={row}
                        busy={move.isPending}
                        onMove={(direction) => move.mutate({ uuid: row.uuid, direction })}
                      />
                    </Group>
                  </Paper>
                ))}
              </Stack>
              {last_page > 1 && (
                <Group gap="sm">
                  <Button
                    variant="default"
                    h={44}
                    disabled={page <= 1}
                    onClick={() => go({ ...filters, page: page - 1 })}
                  >
                    <Trans>Previous page</Trans>
                  </Button>
                  <Text size="sm">
                    <Trans>
                      Page {page} of {last_page}
                    </Trans>
                  </Text>
                  <Button
                    variant="default"
                    h={44}
                    disabled={page >= last_page}
                    onClick={() => go({ ...filters, page: page + 1 })}
                  >
                    <Trans>Next page</Trans>
                  </Button>
                </Group>
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

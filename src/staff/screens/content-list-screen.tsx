import './content.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { ContentType } from '#contract/content.ts';
import { type StaffContentRow, staffContentList } from '#contract/staff-content.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { ConsoleLink, useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { ScreenHeader } from '../frame/screen-header.tsx';
import { callStaff } from '../session/call-staff.ts';
import { contentKeys } from './content-api.ts';
import { CONTENT_STATUS, CONTENT_TYPE_LABEL } from './content-labels.ts';

function useFilters() {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const params = new URLSearchParams(search);
  const type: ContentType = params.get('type') === 'tutorial' ? 'tutorial' : 'news';
  const region = params.get('region') ?? '';
  return { type, region };
}

function Status({ row }: { row: StaffContentRow }) {
  const { i18n } = useLingui();
  const status = CONTENT_STATUS[row.status];
  return <ToneBadge tone={status.tone}>{i18n._(status.label)}</ToneBadge>;
}

/** News and tutorials (content staff): per type and region, with status and the languages written. */
export function ContentListScreen() {
  const { t, i18n } = useLingui();
  const { type, region } = useFilters();
  const navigate = useConsoleNavigate();
  useConsoleTitle(i18n._(CONTENT_TYPE_LABEL[type]));
  const config = useQuery(publicConfigQuery());
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);
  const list = useQuery({
    queryKey: contentKeys.list({ type, region }),
    queryFn: ({ signal }) => callStaff(staffContentList, { query: { type, ...(region ? { region } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { type?: string; region?: string }) => {
    const params = new URLSearchParams({ type: next.type ?? type });
    const r = next.region ?? region;
    if (r) params.set('region', r);
    navigate(`/content?${params}`, { replace: true });
  };
  const regions = (row: StaffContentRow) =>
    row.regions.length >= 14 ? t`Every region` : row.regions.map(regionName).join(', ');
  const when = (row: StaffContentRow) => formatDateTime(row.published_at, i18n.locale);
  const newPath = `/content/new?type=${type}${region ? `&region=${region}` : ''}`;

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={i18n._(CONTENT_TYPE_LABEL[type])}
        action={
          <Button h={44} leftSection={<IconPlus size={20} aria-hidden />} onClick={() => navigate(newPath)}>
            {type === 'news' ? t`New article` : t`New tutorial`}
          </Button>
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t`Type`}
          size="md"
          value={type}
          onChange={(event) => go({ type: event.currentTarget.value })}
          data={[
            { value: 'news', label: t`News` },
            { value: 'tutorial', label: t`Tutorials` },
          ]}
        />
        <NativeSelect
          label={t`Region`}
          size="md"
          value={region}
          onChange={(event) => go({ region: event.currentTarget.value })}
          data={[
            { value: '', label: t`Every region` },
            ...(config.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </Group>
      <QueryState query={list} skeleton={<CardsSkeleton count={5} height={64} />}>
        {({ data }) =>
          data.length === 0 ? (
            <Text>{type === 'news' ? <Trans>No news here yet.</Trans> : <Trans>No tutorials here yet.</Trans>}</Text>
          ) : (
            <>
              <Table className="console-wide-only" striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <span className="visually-hidden">{t`Picture`}</span>
                    </Table.Th>
                    <Table.Th>{t`Title`}</Table.Th>
                    <Table.Th>{t`Status`}</Table.Th>
                    <Table.Th>{t`Publish date`}</Table.Th>
                    <Table.Th>{t`Languages`}</Table.Th>
                    <Table.Th>{t`Regions`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((row) => (
                    <Table.Tr key={row.uuid}>
                      <Table.Td>
                        {row.thumbnail ? <img className="content-thumb" src={row.thumbnail} alt="" /> : null}
                      </Table.Td>
                      <Table.Td>
                        <ConsoleLink to={`/content/${row.uuid}`} className="content-title-link">
                          {row.title || t`(no title)`}
                        </ConsoleLink>
                        {row.sticky && (
                          <Text size="sm" c="dimmed">
                            <Trans>Sticky</Trans>
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Status row={row} />
                      </Table.Td>
                      <Table.Td>{when(row)}</Table.Td>
                      <Table.Td>{row.languages.map((code) => code.toUpperCase()).join(' ')}</Table.Td>
                      <Table.Td>{regions(row)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Stack className="console-narrow-only" gap="sm">
                {data.map((row) => (
                  <Paper key={row.uuid} withBorder radius="md" p="md">
                    <Group align="flex-start" wrap="nowrap" gap="sm">
                      {row.thumbnail ? <img className="content-thumb" src={row.thumbnail} alt="" /> : null}
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <ConsoleLink to={`/content/${row.uuid}`} className="content-title-link">
                          {row.title || t`(no title)`}
                        </ConsoleLink>
                        <Group gap="xs">
                          <Status row={row} />
                          {row.sticky && (
                            <Text size="sm">
                              <Trans>Sticky</Trans>
                            </Text>
                          )}
                        </Group>
                        <Text size="sm">{when(row)}</Text>
                        <Text size="sm">{row.languages.map((code) => code.toUpperCase()).join(' ')}</Text>
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {regions(row)}
                        </Text>
                      </Stack>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

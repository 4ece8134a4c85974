import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type * as v from 'valibot';
import { type StaffCompanyHit, staffCompanySearch } from '#contract/staff-companies.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { isApiError } from '#src/lib/http/api-error.ts';
import { companyKeys, MATCHED } from '../frame/company-labels.ts';
import { rememberCompanySearch } from '../frame/company-search.ts';
import { ConsoleLink, useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';

type Hit = v.InferOutput<typeof StaffCompanyHit>;

/** The search in the address (`?q=`), so Back from a company returns to its results. */
function useSearchParam(): string {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return new URLSearchParams(searchStr).get('q') ?? '';
}

function Results({ hits, q }: { hits: Hit[]; q: string }) {
  const { t, i18n } = useLingui();
  const config = useQuery(publicConfigQuery());
  const regionName = (id: number) => config.data?.countries.find((c) => c.id === id)?.name ?? String(id);
  if (hits.length === 0)
    return (
      <Text role="status">
        <Trans>
          No company matches “{q}”. Try part of the name or of an e-mail address, or the last digits of a phone.
        </Trans>
      </Text>
    );
  const count = hits.length;
  return (
    <Stack gap="md">
      <Text role="status">{count === 50 ? t`The first 50 companies found.` : t`Companies found: ${count}`}</Text>
      <Table
        className="console-wide-only"
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t`Companies found`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Company`}</Table.Th>
            <Table.Th>{t`Region`}</Table.Th>
            <Table.Th>{t`Registration number`}</Table.Th>
            <Table.Th>{t`Club card`}</Table.Th>
            <Table.Th>{t`Matched`}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t`Users`}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t`Points`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hits.map((hit) => (
            <Table.Tr key={hit.uuid}>
              <Table.Td>
                <ConsoleLink to={`/companies/${hit.uuid}`}>{hit.name}</ConsoleLink>
              </Table.Td>
              <Table.Td>{regionName(hit.region_id)}</Table.Td>
              <Table.Td>{hit.registration_number ?? '—'}</Table.Td>
              <Table.Td>{hit.csn ?? '—'}</Table.Td>
              <Table.Td>{i18n._(MATCHED[hit.matched])}</Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{i18n.number(hit.users)}</Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{i18n.number(hit.points)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack className="console-narrow-only" gap="sm" component="ul" aria-label={t`Companies found`} p={0} m={0}>
        {hits.map((hit) => {
          const users = i18n.number(hit.users);
          const points = i18n.number(hit.points);
          return (
            <Paper key={hit.uuid} component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
              <Stack gap={4}>
                <ConsoleLink
                  to={`/companies/${hit.uuid}`}
                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  <Text fw={700} component="span">
                    {hit.name}
                  </Text>
                </ConsoleLink>
                <Text size="sm">
                  {regionName(hit.region_id)}
                  {hit.registration_number ? ` · ${hit.registration_number}` : ''}
                  {hit.csn ? ` · ${t`Club card`} ${hit.csn}` : ''}
                </Text>
                <Text size="sm">
                  <Trans>
                    Users: {users} · Points: {points}
                  </Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Matched</Trans>: {i18n._(MATCHED[hit.matched])}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Companies (support, operations, admins): found by name, a user's e-mail or phone, registration or card number. */
export function CompaniesScreen() {
  const { t } = useLingui();
  useConsoleTitle(t`Companies`);
  const navigate = useConsoleNavigate();
  const q = useSearchParam();
  const [typed, setTyped] = useState(q);
  // Back and Forward change the search in the address: the field follows.
  useEffect(() => {
    setTyped(q);
    rememberCompanySearch(q);
  }, [q]);
  const search = useQuery({
    queryKey: companyKeys.search(q),
    queryFn: ({ signal }) => callStaff(staffCompanySearch, { query: { q }, signal }),
    enabled: q !== '',
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed;
    if (next === q) void search.refetch();
    else navigate(next === '' ? '/companies' : `/companies?${new URLSearchParams({ q: next })}`);
  };
  const refused = search.isError && isApiError(search.error) && search.error.status < 500;

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Companies</Trans>
      </Title>
      <Paper withBorder radius="md" p="md" component="form" role="search" onSubmit={submit} aria-label={t`Companies`}>
        <Group align="flex-end" gap="sm">
          <TextInput
            style={{ flex: '1 1 18rem' }}
            size="md"
            label={t`Find a company`}
            description={t`Part of its name, a user’s e-mail or phone, its registration number or its club card number (CSN).`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={refused ? true : undefined}
          />
          <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </Paper>
      {q === '' ? (
        <Text>
          <Trans>Search for a company to see its users, projects, orders, club card and points.</Trans>
        </Text>
      ) : refused ? (
        <ErrorAlert messages={staffErrorMessages(search.error)} />
      ) : (
        <QueryState query={search} skeleton={<CardsSkeleton count={4} height={48} />}>
          {(hits) => <Results hits={hits} q={q} />}
        </QueryState>
      )}
    </Stack>
  );
}

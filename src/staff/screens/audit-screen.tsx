import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type AuditLine, staffAuditList } from '#contract/staff-audit.ts';
import { staffMemberList } from '#contract/staff-members.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { type AuditFilters, auditQuery, describeValue, NO_FILTERS } from './audit-filters.ts';

function Actor({ line }: { line: AuditLine }) {
  const { t } = useLingui();
  return line.actor.kind === 'staff' ? (
    <span title={line.actor.email}>{line.actor.name || line.actor.email}</span>
  ) : (
    <span>{t`Operator key`}</span>
  );
}

const objectOf = (line: AuditLine) => (line.object_id ? `${line.object_type} ${line.object_id}` : line.object_type);

function Change({ line }: { line: AuditLine }) {
  if (line.before === null && line.after === null) return <>—</>;
  return (
    <span className="console-change">
      {describeValue(line.before)} → {describeValue(line.after)}
    </span>
  );
}

/** The audit log (admins): every staff action, newest first, filtered by who, what, which object and when. */
export function AuditScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Audit log`);
  const [form, setForm] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const members = useQuery({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => callStaff(staffMemberList, { signal }),
  });
  const log = useInfiniteQuery({
    queryKey: staffKeys.audit(filters),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callStaff(staffAuditList, { query: auditQuery(filters, pageParam) as never, signal }),
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const field = (key: keyof AuditFilters) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(form);
  };
  const lines = log.data?.pages.flatMap((page) => page.lines);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Audit log</Trans>
      </Title>
      <Paper withBorder radius="md" p="md" component="form" onSubmit={apply} aria-label={t`Filters`}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <NativeSelect
            label={t`Who`}
            size="md"
            {...field('staff')}
            data={[
              { value: '', label: t`Anyone` },
              { value: 'operator', label: t`Operator key` },
              ...(members.data ?? []).map((member) => ({ value: member.uuid, label: member.name || member.email })),
            ]}
          />
          <TextInput label={t`Action`} size="md" placeholder="order.approved" {...field('action')} />
          <TextInput label={t`Object type`} size="md" placeholder="order" {...field('object_type')} />
          <TextInput label={t`Object id`} size="md" {...field('object_id')} />
          <TextInput label={t`From`} size="md" type="date" {...field('from')} />
          <TextInput label={t`To`} size="md" type="date" {...field('to')} />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">
            <Trans>Show</Trans>
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setForm(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            <Trans>Clear the filters</Trans>
          </Button>
        </Group>
      </Paper>
      {log.isError && log.data === undefined && log.error && (log.error as { status?: number }).status === 400 ? (
        <ErrorAlert messages={staffErrorMessages(log.error)} />
      ) : (
        <QueryState query={{ ...log, data: lines }} skeleton={<CardsSkeleton count={5} height={48} />}>
          {(list) =>
            list.length === 0 ? (
              <Text>
                <Trans>No staff action matches these filters.</Trans>
              </Text>
            ) : (
              <>
                <Table className="console-wide-only" striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t`When`}</Table.Th>
                      <Table.Th>{t`Who`}</Table.Th>
                      <Table.Th>{t`Action`}</Table.Th>
                      <Table.Th>{t`Object`}</Table.Th>
                      <Table.Th>{t`Reason`}</Table.Th>
                      <Table.Th>{t`Change`}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.at, i18n.locale)}</Table.Td>
                        <Table.Td>
                          <Actor line={line} />
                        </Table.Td>
                        <Table.Td>
                          <code>{line.action}</code>
                        </Table.Td>
                        <Table.Td>{objectOf(line)}</Table.Td>
                        <Table.Td>{line.reason ?? '—'}</Table.Td>
                        <Table.Td>
                          <Change line={line} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Stack className="console-narrow-only" gap="sm">
                  {list.map((line) => (
                    <Paper key={line.id} withBorder radius="md" p="md">
                      <Stack gap={4}>
                        <Group justify="space-between" gap="xs">
                          <code>{line.action}</code>
                          <Text size="sm">{formatDateTime(line.at, i18n.locale)}</Text>
                        </Group>
                        <Text size="sm">
                          <Actor line={line} /> · {objectOf(line)}
                        </Text>
                        {line.reason && <Text size="sm">{line.reason}</Text>}
                        {(line.before !== null || line.after !== null) && (
                          <Text size="sm">
                            <Change line={line} />
                          </Text>
                        )}
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
                {log.hasNextPage && (
                  <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                    <Trans>Show older lines</Trans>
                  </Button>
                )}
              </>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { staffProjectDetail, staffProjectStatus, staffScanReview } from '#contract/staff-projects.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDate, formatDateTime } from '#src/lib/format/format-date.ts';
import { ActionDialog } from '../frame/action-dialog.tsx';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { PROJECT_STATUS, SCAN_FLAG } from '../frame/project-labels.ts';
import { retrySafe } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffKeys } from '../session/staff-me.ts';
import { staffErrorMessages } from '../staff-errors.ts';

type ProjectMove = 'closed' | 'lost' | 'rejected';
type Dialog = { kind: 'project'; move: ProjectMove } | { kind: 'reject-scan'; uuid: string; serial: string };

/** A project in review: its scans to accept or reject, other companies at the same site, close or mark lost. */
export function ProjectReviewScreen() {
  const { t, i18n } = useLingui();
  const { uuid } = useParams({ strict: false }) as { uuid: string };
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [acceptError, setAcceptError] = useState<unknown>(null);
  const detail = useQuery({
    queryKey: staffKeys.project(uuid),
    queryFn: ({ signal }) => callStaff(staffProjectDetail, { params: { uuid }, signal }),
  });
  // A project made in the app has no name of its own: its address names it.
  const name = detail.data ? projectName(detail.data) : '';
  useConsoleTitle(name || t`Project reviews`);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const accept = async (scan: string) => {
    setAcceptError(null);
    try {
      await callStaff(staffScanReview, { params: { uuid: scan }, body: { accept: true } });
      refresh();
    } catch (error) {
      setAcceptError(error);
    }
  };
  const acceptLabel = (serial: string) => t`Accept ${serial}`;
  const rejectLabel = (serial: string) => t`Reject ${serial}`;
  const moveLabel: Record<ProjectMove, string> = {
    closed: t`Close and credit the points`,
    lost: t`Mark lost`,
    rejected: t`Reject the project`,
  };

  return (
    <Stack gap="lg">
      <ConsoleLink to="/reviews">
        <Trans>Back to the project reviews</Trans>
      </ConsoleLink>
      <QueryState
        query={detail}
        skeleton={<CardsSkeleton count={3} height={120} />}
        notFound={<Trans>There is no such project.</Trans>}
      >
        {(project) => {
          const open = project.status.name === 'open' || project.status.name === 'review';
          // What closing now credits, as the queue's Points column: every scan not rejected (closing accepts those
          // still in review).
          const pointsIfClosed = project.scans.reduce((sum, scan) => sum + (scan.flag === 3 ? 0 : scan.points), 0);
          return (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start">
                    <Title order={1}>{projectName(project)}</Title>
                    <ToneBadge tone={PROJECT_STATUS[project.status.name].tone}>
                      {i18n._(PROJECT_STATUS[project.status.name].label)}
                    </ToneBadge>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    <Text>
                      <Trans>Company</Trans>: {project.company.name}
                    </Text>
                    <Text>
                      {project.street_name}, {project.postal_code} {project.city}
                    </Text>
                    <Text>
                      <Trans>Deadline</Trans>: {formatDate(project.deadline_at)}
                    </Text>
                    {project.credited_points !== null ? (
                      <Text fw={700}>
                        <Trans>Points credited</Trans>: {i18n.number(project.credited_points)}
                      </Text>
                    ) : (
                      open && (
                        <Text fw={700}>
                          {t`Points`}: {i18n.number(pointsIfClosed)}
                        </Text>
                      )
                    )}
                  </SimpleGrid>
                  {project.status_reason && (
                    <Text>
                      <Trans>Reason given</Trans>: {project.status_reason}
                    </Text>
                  )}
                  {open && (
                    <Group gap="sm" mt="sm">
                      {(['closed', 'lost', 'rejected'] as const).map((move) => (
                        <Button
                          key={move}
                          variant={move === 'closed' ? 'filled' : 'default'}
                          onClick={() => setDialog({ kind: 'project', move })}
                        >
                          {moveLabel[move]}
                        </Button>
                      ))}
                    </Group>
                  )}
                </Stack>
              </Paper>

              {project.same_site.length > 0 && (
                <Alert color="orange" variant="light" title={t`Other companies’ projects at this site`}>
                  <Stack gap={4}>
                    <Text size="sm">
                      <Trans>The same windows may be claimed twice: compare the serial numbers before closing.</Trans>
                    </Text>
                    {project.same_site.map((other) => (
                      <Group key={other.uuid} gap="xs">
                        <ConsoleLink to={`/reviews/${other.uuid}`}>{other.company.name}</ConsoleLink>
                        <ToneBadge tone={PROJECT_STATUS[other.status.name].tone}>
                          {i18n._(PROJECT_STATUS[other.status.name].label)}
                        </ToneBadge>
                        <Text size="sm">
                          {formatDate(other.created_at)} · {t`Products`}: {i18n.number(other.products)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Alert>
              )}

              <Title order={2}>
                <Trans>Scanned products</Trans>
              </Title>
              <ErrorAlert messages={acceptError ? staffErrorMessages(acceptError) : []} />
              {project.scans.length === 0 ? (
                <Text>
                  <Trans>No products scanned.</Trans>
                </Text>
              ) : (
                <Stack gap="sm">
                  {project.scans.map((scan) => (
                    <Paper
                      key={scan.uuid}
                      withBorder
                      radius="md"
                      p="md"
                      className={scan.flag === 2 ? 'console-attention' : undefined}
                    >
                      <Group justify="space-between" align="flex-start" gap="sm">
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={700}>
                            <code>{scan.serial_number}</code>
                          </Text>
                          <Text size="sm">
                            {scan.product} · {scan.size} · {scan.variant}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {formatDateTime(scan.created_at, i18n.locale)} · {t`Points`}: {i18n.number(scan.points)}
                          </Text>
                          {scan.review_reason && (
                            <Text size="sm">
                              <Trans>Reason given</Trans>: {scan.review_reason}
                            </Text>
                          )}
                        </Stack>
                        <Stack gap="xs" align="flex-end">
                          <ToneBadge tone={SCAN_FLAG[scan.flag].tone}>{i18n._(SCAN_FLAG[scan.flag].label)}</ToneBadge>
                          {open && (
                            <Group gap="xs">
                              {scan.flag !== 1 && (
                                <Button size="sm" h={44} variant="default" onClick={() => void accept(scan.uuid)}>
                                  {acceptLabel(scan.serial_number)}
                                </Button>
                              )}
                              {scan.flag !== 3 && (
                                <Button
                                  size="sm"
                                  h={44}
                                  variant="default"
                                  onClick={() =>
                                    setDialog({ kind: 'reject-scan', uuid: scan.uuid, serial: scan.serial_number })
                                  }
                                >
                                  {rejectLabel(scan.serial_number)}
                                </Button>
                              )}
                            </Group>
                          )}
                        </Stack>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              )}

              <Title order={2}>
                <Trans>What staff did</Trans>
              </Title>
              {project.audit.length === 0 ? (
                <Text>
                  <Trans>Nothing yet.</Trans>
                </Text>
              ) : (
                <Stack gap={4}>
                  {project.audit.map((line) => (
                    <Text key={line.id} size="sm">
                      {formatDateTime(line.at, i18n.locale)} ·{' '}
                      {line.actor.kind === 'staff' ? line.actor.name || line.actor.email : t`Operator key`} ·{' '}
                      <code>{line.action}</code>
                      {line.reason ? ` · ${line.reason}` : ''}
                    </Text>
                  ))}
                </Stack>
              )}

              {dialog?.kind === 'project' && (
                <ActionDialog
                  opened
                  onClose={() => setDialog(null)}
                  title={moveLabel[dialog.move]}
                  description={
                    <Text>
                      {dialog.move === 'closed'
                        ? t`Scans still in review are accepted; the accepted scans’ points go to the company’s balance.`
                        : t`The installer sees the reason.`}
                    </Text>
                  }
                  confirmLabel={moveLabel[dialog.move]}
                  reason={dialog.move === 'closed' ? 'optional' : 'required'}
                  danger={dialog.move !== 'closed'}
                  fields={dialog.move}
                  action={(reason, key) =>
                    callStaff(staffProjectStatus, {
                      params: { uuid },
                      body: { status: dialog.move, reason: reason || undefined },
                      headers: retrySafe(key),
                    })
                  }
                  onDone={refresh}
                />
              )}
              {dialog?.kind === 'reject-scan' && (
                <ActionDialog
                  opened
                  onClose={() => setDialog(null)}
                  title={rejectLabel(dialog.serial)}
                  description={<Text>{t`The scan earns no points. The installer sees the reason.`}</Text>}
                  confirmLabel={t`Reject the scan`}
                  reason="required"
                  danger
                  fields={dialog.uuid}
                  action={(reason, key) =>
                    callStaff(staffScanReview, {
                      params: { uuid: dialog.uuid },
                      body: { accept: false, reason },
                      headers: retrySafe(key),
                    })
                  }
                  onDone={refresh}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/** The project's name, or its address when it has none (the installer's app names projects by their address). */
function projectName(project: { name: string; street_name: string; city: string }): string {
  return project.name.trim() || [project.street_name, project.city].filter(Boolean).join(', ');
}

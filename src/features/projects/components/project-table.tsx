import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Project } from '../../../../contract/projects.ts';
import type { CreateProjectVars } from '../../../lib/outbox/outbox-keys.ts';
import type { QueuedWrite } from '../hooks/use-queued-work.ts';
import { canDeleteProject, daysLeftText, formatDate } from '../project-rules.ts';
import { DeleteProjectButton } from './delete-project-button.tsx';
import { StatusBadge } from './status-badge.tsx';

interface ProjectTableProps {
  projects: Project[];
  queued: QueuedWrite<CreateProjectVars>[];
}

const address = (street: string, postalCode: string, city: string) =>
  [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Address and id, created date, days left, available/max points, status, and delete when allowed. */
export function ProjectTable({ projects, queued }: ProjectTableProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Address`}</Table.Th>
            <Table.Th>{t`Created`}</Table.Th>
            <Table.Th>{t`Days left`}</Table.Th>
            <Table.Th>{t`Points`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
            <Table.Th aria-label={t`Actions`} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queued.map(({ variables: v, refused }) => (
            <Table.Tr key={v.uuid}>
              <Table.Td>
                <Anchor
                  fw={600}
                  renderRoot={(props) => <Link {...props} to="/projects/$uuid" params={{ uuid: v.uuid }} />}
                >
                  {address(v.streetName, v.postalCode, v.city)}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(v.queuedAt)}</Table.Td>
              <Table.Td>–</Table.Td>
              <Table.Td>0 / 0</Table.Td>
              <Table.Td>
                <StatusBadge statusId={1} queued refused={refused !== null} />
              </Table.Td>
              <Table.Td>
                <DeleteProjectButton uuid={v.uuid} address={v.streetName} queued />
              </Table.Td>
            </Table.Tr>
          ))}
          {projects.map((p) => (
            <Table.Tr key={p.uuid}>
              <Table.Td>
                <Anchor
                  fw={600}
                  renderRoot={(props) => <Link {...props} to="/projects/$uuid" params={{ uuid: p.uuid }} />}
                >
                  {address(p.street_name, p.postal_code, p.city)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <Trans>ID {p.id}</Trans>
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(p.created_at)}</Table.Td>
              <Table.Td>{daysLeftText(p)}</Table.Td>
              <Table.Td className="nowrap">
                {p.available_points} / {p.max_points}
              </Table.Td>
              <Table.Td>
                <StatusBadge statusId={p.status.id} />
              </Table.Td>
              <Table.Td>
                {canDeleteProject(p) && <DeleteProjectButton uuid={p.uuid} address={p.street_name} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

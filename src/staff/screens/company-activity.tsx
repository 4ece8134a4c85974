import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffOrderRow } from '#contract/staff-orders.ts';
import { ToneBadge } from '#src/components/tone-badge.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { CARD_STATUS } from '../frame/company-labels.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { ORDER_STATUS, PRODUCT_TYPE } from '../frame/order-labels.ts';
import { PROJECT_STATUS } from '../frame/project-labels.ts';

interface Project {
  uuid: string;
  name: string;
  address: string;
  status: { id: number; name: string };
  products: number;
  created_at: string;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const linkStyle = { display: 'inline-flex', alignItems: 'center', minHeight: 44 };

/** A company's newest projects (each opens in the project review, which shows any project). */
export function CompanyProjects({ projects }: { projects: Project[] }) {
  const { t, i18n } = useLingui();
  const status = (p: Project) => PROJECT_STATUS[p.status.name as keyof typeof PROJECT_STATUS];
  return (
    <Section id="company-projects" title={t`Projects`}>
      {projects.length === 0 ? (
        <Text>
          <Trans>No projects yet.</Trans>
        </Text>
      ) : (
        <Table striped verticalSpacing="xs" aria-labelledby="company-projects">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Project`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t`Products`}</Table.Th>
              <Table.Th>{t`Registered`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((project) => (
              <Table.Tr key={project.uuid}>
                <Table.Td>
                  <ConsoleLink to={`/reviews/${project.uuid}`} style={linkStyle}>
                    {project.name || t`Project without a name`}
                  </ConsoleLink>
                  <Text size="sm" c="dimmed">
                    {project.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {status(project) ? (
                    <ToneBadge tone={status(project).tone}>{i18n._(status(project).label)}</ToneBadge>
                  ) : (
                    project.status.name
                  )}
                </Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>{i18n.number(project.products)}</Table.Td>
                <Table.Td>{formatDate(project.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

/** A company's newest orders, each to its order page. */
export function CompanyOrders({ orders }: { orders: StaffOrderRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <Section id="company-orders" title={t`Orders`}>
      {orders.length === 0 ? (
        <Text>
          <Trans>No orders yet.</Trans>
        </Text>
      ) : (
        <Table striped verticalSpacing="xs" aria-labelledby="company-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Order`}</Table.Th>
              <Table.Th>{t`Type`}</Table.Th>
              <Table.Th style={{ textAlign: 'end' }}>{t`Points`}</Table.Th>
              <Table.Th>{t`Placed`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.uuid}>
                <Table.Td>
                  <ConsoleLink to={`/orders/${order.uuid}`} style={linkStyle}>
                    {order.number}
                  </ConsoleLink>
                </Table.Td>
                <Table.Td>{PRODUCT_TYPE[order.type] ? i18n._(PRODUCT_TYPE[order.type]!) : order.type}</Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>{i18n.number(order.points)}</Table.Td>
                <Table.Td>{formatDate(order.created_at)}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={ORDER_STATUS[order.status].tone}>
                    {i18n._(ORDER_STATUS[order.status].label)}
                  </ToneBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

export function CardFacts({ card }: { card: { csn: string; status: string } | null }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-card">
      <Title order={2} size="h4" id="company-card">
        {t`Club card`}
      </Title>
      {card ? <CardLine card={card} /> : <Text>{t`No club card.`}</Text>}
    </Paper>
  );
}

function CardLine({ card }: { card: { csn: string; status: string } }) {
  const { i18n } = useLingui();
  const csn = card.csn;
  const status = CARD_STATUS[card.status];
  return (
    <Stack gap={4} mt={4}>
      <Text>
        <Trans>Card number (CSN): {csn}</Trans>
      </Text>
      <div>{status ? <ToneBadge tone={status.tone}>{i18n._(status.label)}</ToneBadge> : card.status}</div>
    </Stack>
  );
}

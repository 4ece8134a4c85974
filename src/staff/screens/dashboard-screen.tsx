import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#src/lib/format/format-date.ts';
import { areasFor } from '../frame/areas.ts';
import { ConsoleLink } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { ROLE_LABELS } from '../frame/role-label.ts';
import { staffMeQuery } from '../session/staff-me.ts';

/** The console's first page: who is signed in, until when, and the areas their role opens. */
export function DashboardScreen() {
  const { t, i18n } = useLingui();
  useConsoleTitle(t`Dashboard`);
  const { data: staff } = useQuery(staffMeQuery());
  if (!staff) return null;
  const role = i18n._(ROLE_LABELS[staff.role]);
  const name = staff.name || staff.email;
  const until = formatDateTime(staff.session.expires_at, i18n.locale);
  const areas = areasFor(staff.session.acting_role).filter((area) => area.id !== 'dashboard');
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Dashboard</Trans>
      </Title>
      <Text>
        <Trans>
          Signed in as {name} ({role}). This session ends at {until}; then the console asks you to sign in again.
        </Trans>
      </Text>
      {areas.length === 0 ? (
        <Text>
          <Trans>There is no work for your role in the console yet.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {areas.map((area) => (
            <Paper key={area.id} withBorder radius="md" p="lg" className="console-card-link">
              <ConsoleLink to={area.path}>
                <Text fw={700} size="lg" component="span">
                  {i18n._(area.label)}
                </Text>
              </ConsoleLink>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

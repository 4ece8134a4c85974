import '@mantine/core/styles/Paper.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ROLE } from '#contract/user.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { PasskeysSection } from '#src/features/auth/components/passkeys-section.tsx';
import { AvatarCard } from '#src/features/profile/components/avatar-card.tsx';
import { CertificatesCard } from '#src/features/profile/components/certificates-card.tsx';
import { CompanyForm } from '#src/features/profile/components/company-form.tsx';
import { ConsentCard } from '#src/features/profile/components/consent-card.tsx';
import { IdentifierChangeCard } from '#src/features/profile/components/identifier-change-card.tsx';
import { PersonalForm } from '#src/features/profile/components/personal-form.tsx';
import { DevicePushCard } from '#src/features/push/components/device-push-card.tsx';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function ProfileScreen() {
  const { t } = useLingui();
  usePageTitle(t`Profile`);
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const config = useQuery(publicConfigQuery());
  const settings = config.data?.regional_settings[String(user.company.regions_id)];
  const owner = user.role.id === ROLE.owner || user.role.id === ROLE.decorOwner;
  const company = user.company;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>
        <Trans>Profile</Trans>
      </Title>
      <IdentifierChangeCard user={user} />
      <Section id="profile-picture" title={<Trans>Profile picture</Trans>}>
        <AvatarCard user={user} />
      </Section>
      <Section id="profile-personal" title={<Trans>Personal data</Trans>}>
        <PersonalForm user={user} />
      </Section>
      <PasskeysSection />
      <Section id="profile-company" title={<Trans>Company data</Trans>}>
        {!(owner && settings) && (
          <Stack gap={4}>
            <Text fw={700}>{company.name}</Text>
            <Text>
              {company.address}, {company.postal_code} {company.city}
            </Text>
          </Stack>
        )}
        {owner ? (
          // The company form needs the region's settings (which fields, which formats) from the club's config.
          <QueryState query={config} inline skeleton={<CardsSkeleton height={240} />}>
            {() => settings && <CompanyForm company={company} settings={settings} />}
          </QueryState>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Only the company's owner can change the company data.</Trans>
          </Text>
        )}
      </Section>
      <Section id="profile-push" title={<Trans>Notifications on this device</Trans>}>
        <DevicePushCard />
      </Section>
      <Section id="profile-consents" title={<Trans>Marketing consents</Trans>}>
        <ConsentCard user={user} />
      </Section>
      <Section id="profile-certificates" title={<Trans>Certificates</Trans>}>
        <CertificatesCard />
      </Section>
    </Stack>
  );
}

import '@mantine/core/styles/Badge.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Certificate } from '#contract/behaviours.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { formatDate } from '#src/lib/format/format-date.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import { certificateListQuery, downloadCertificate } from '../api/profile-api.ts';

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

export function CertificatesCard() {
  const certificates = useQuery(certificateListQuery());
  return (
    <QueryState query={certificates} inline skeleton={<CardsSkeleton height={96} />}>
      {(list) =>
        list.length === 0 ? (
          <Text>
            <Trans>Your company has no certificates yet. They come with the club's trainings.</Trans>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={listReset}>
            {list.map((certificate) => (
              <li key={certificate.uuid}>
                <CertificateItem certificate={certificate} />
              </li>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t } = useLingui();
  const name = certificate.name;
  const issued = formatDate(certificate.issued_on);
  const expires = formatDate(certificate.expires_on);
  const download = useMutation({
    mutationFn: () => downloadCertificate(certificate.pdf, `${certificate.slug || 'certificate'}.pdf`),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCertificate aria-hidden size={28} style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h4">
              {name}
            </Title>
            {certificate.description && <Text size="sm">{certificate.description}</Text>}
            <Text size="sm">
              <Trans>
                Issued {issued}, valid until {expires}
              </Trans>
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" justify="space-between">
          {certificate.expired ? (
            <Badge color="gray" variant="light" size="lg">
              <Trans>Expired</Trans>
            </Badge>
          ) : (
            <Badge color="green" variant="light" size="lg">
              <Trans>Valid</Trans>
            </Badge>
          )}
          <Button
            variant="light"
            leftSection={<IconDownload aria-hidden size={20} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            aria-label={t`Download the certificate ${name} (PDF)`}
          >
            <Trans>Download PDF</Trans>
          </Button>
        </Group>
        {download.isError && <ErrorAlert messages={errorMessages(download.error)} />}
      </Stack>
    </Paper>
  );
}

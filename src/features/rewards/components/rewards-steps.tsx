import '@mantine/core/styles/ThemeIcon.css';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck, IconMapPin, IconQrcode, IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Step {
  key: string;
  icon: typeof IconMapPin;
  title: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}

/** How the club works, in the four steps a member takes: register, scan, close, spend. */
export function RewardsSteps() {
  const steps: Step[] = [
    {
      key: 'register',
      icon: IconMapPin,
      title: <Trans>Register a project</Trans>,
      text: <Trans>Add the address of every job before you start it.</Trans>,
      action: (
        <Anchor className="big-link" fw={700} renderRoot={(props) => <Link {...props} to="/projects/add" />}>
          <Trans>Add a project</Trans>
        </Anchor>
      ),
    },
    {
      key: 'scan',
      icon: IconQrcode,
      title: <Trans>Scan the products</Trans>,
      text: <Trans>Scan the QR code of each roof window, flashing and blind you install in the project.</Trans>,
    },
    {
      key: 'close',
      icon: IconClipboardCheck,
      title: <Trans>Close the project</Trans>,
      text: (
        <Trans>Answer the project's short survey before its deadline. The points are credited after the review.</Trans>
      ),
    },
    {
      key: 'spend',
      icon: IconShoppingBag,
      title: <Trans>Spend your points</Trans>,
      text: <Trans>Choose vouchers, tools, a club card top-up or marketing materials in the shop.</Trans>,
      action: (
        <Anchor className="big-link" fw={700} renderRoot={(props) => <Link {...props} to="/shop" />}>
          <Trans>Open the shop</Trans>
        </Anchor>
      ),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" component="ol" style={listReset}>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <Card key={step.key} component="li" withBorder padding="md" radius="md">
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden>
                  <step.icon size={24} aria-hidden />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text size="sm" fw={700} c="dimmed">
                    <Trans>Step {number}</Trans>
                  </Text>
                  <Text fw={800} size="lg" lh={1.3}>
                    {step.title}
                  </Text>
                </Stack>
              </Group>
              <Text>{step.text}</Text>
              {step.action}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

interface ThankYouModalProps {
  number: string;
  companyPoints: number | undefined;
  onClose: () => void;
}

/** After the order: its number, the company's points now, and where to go next. */
export function ThankYouModal({ number, companyPoints, onClose }: ThankYouModalProps) {
  const { t, i18n } = useLingui();
  const points = companyPoints === undefined ? undefined : i18n.number(companyPoints);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Thank you for your order`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          <Trans>Your order {number} is placed. We will let you know when it moves on.</Trans>
        </Text>
        {points !== undefined && (
          <Text fw={600} data-testid="points-after-order">
            <Trans>Your company now has {points} points.</Trans>
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/orders" h={48}>
            <Trans>My orders</Trans>
          </Button>
          <Button component={Link} to="/shop" variant="default" h={48}>
            <Trans>Back to the shop</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import '@mantine/core/styles/Alert.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconConfetti, IconMail, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '#contract/user.ts';
import { sendVerification } from '#contract/verification.ts';
import { formatDate } from '#src/lib/format/format-date.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { errorMessages } from '#src/lib/http/error-messages.ts';
import {
  isExpiryWarningSeason,
  nextExpiryDate,
  readSeenMarkers,
  shouldShowWelcome,
} from '#src/session/expiring-points.ts';
import { useMarkSeen } from '#src/session/use-mark-seen.ts';

/** From October: what lapses on 1 January, with the way to spend it. */
export function ExpiringPointsWarning({ toExpire }: { toExpire: number }) {
  if (!isExpiryWarningSeason(new Date()) || toExpire <= 0) return null;
  const date = formatDate(nextExpiryDate(new Date()));
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={<Trans>Points expiring</Trans>}
    >
      <Text>
        <Plural value={toExpire} one={`# point expires on ${date}.`} other={`# points expire on ${date}.`} />{' '}
        <Anchor component={Link} to="/shop" fw={700} inherit>
          <Trans>Spend them in the shop</Trans>
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * On the first visit: the welcome points the company received (or, while they wait for the e-mail to be
 * verified, that they are waiting: decision 0264); marked seen silently as it shows.
 */
export function WelcomeBanner({
  user,
  welcomePoints,
  held = 0,
}: {
  user: CurrentUser;
  welcomePoints: number;
  held?: number;
}) {
  const markSeen = useMarkSeen(user.uuid);
  const [shown] = useState(() => shouldShowWelcome(readSeenMarkers(user.options)));
  useEffect(() => {
    if (shown) markSeen({ firstTime: false });
  }, [shown, markSeen]);
  if (!shown) return null;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconConfetti aria-hidden />}
      title={<Trans>Welcome to the club!</Trans>}
    >
      <Text>
        {held > 0 ? (
          <Plural
            value={held}
            one="# point is waiting for your company: verify your e-mail to receive it."
            other="# points are waiting for your company: verify your e-mail to receive them."
          />
        ) : (
          <Plural
            value={welcomePoints}
            one="Your company received # welcome point. Register a project and scan its products to earn more."
            other="Your company received # welcome points. Register a project and scan its products to earn more."
          />
        )}
      </Text>
    </Alert>
  );
}

/** The company has the club card flag but the card is not registered yet: it is on its way. */
export function ClubCardShippedNotice({ user }: { user: CurrentUser }) {
  if (user.company.has_edenred_card !== 1 || user.company.edenred_card) return null;
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconTruckDelivery aria-hidden />}
      title={<Trans>Your club card is on its way</Trans>}
    >
      <Text>
        <Trans>
          We sent your company's club card by post. When it arrives,{' '}
          <Anchor component={Link} to="/club-card" fw={700} inherit>
            register it with its number
          </Anchor>{' '}
          to top it up with points.
        </Trans>
      </Text>
    </Alert>
  );
}

/**
 * The e-mail is not verified: a warning with a button that sends the code again, saying which points wait for it
 * (the sign-up points are held until then: decision 0264).
 */
export function EmailVerificationWarning({ user, held = 0 }: { user: CurrentUser; held?: number }) {
  const { i18n } = useLingui();
  const resend = useMutation({ mutationFn: () => callApi(sendVerification, {}) });
  if (user.verified_email_at || !user.email) return null;
  const email = user.email;
  return (
    <Alert color="orange" variant="light" icon={<IconMail aria-hidden />} title={<Trans>Verify your e-mail</Trans>}>
      <Stack gap="xs" align="flex-start">
        <Text>
          <Trans>We could not confirm {email} yet. Verify it to receive your orders' codes and the club's news.</Trans>
        </Text>
        {held > 0 && (
          <Text fw={700}>
            <Plural
              value={held}
              one="Your company's # sign-up point is credited when you verify your e-mail."
              other="Your company's # sign-up points are credited when you verify your e-mail."
            />
          </Text>
        )}
        {resend.isSuccess ? (
          <Text role="status" fw={700}>
            <Trans>We sent a new code to {email}.</Trans>
          </Text>
        ) : (
          <Button variant="light" color="orange" h={44} loading={resend.isPending} onClick={() => resend.mutate()}>
            <Trans>Send the code again</Trans>
          </Button>
        )}
        {resend.isError && (
          <Text role="alert" c="red.8">
            {errorMessages(resend.error)
              .map((m) => i18n._(m))
              .join(' ')}
          </Text>
        )}
        <Button component={Link} to="/verify-email" color="orange" h={44}>
          <Trans>Enter the code</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

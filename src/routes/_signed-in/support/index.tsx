import { createFileRoute, redirect } from '@tanstack/react-router';

/** /support has no screen of its own: the support chat is the club's support. */
export const Route = createFileRoute('/_signed-in/support/')({
  beforeLoad: () => {
    throw redirect({ to: '/support/chat', replace: true });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { prefetchTickets } from '#src/features/support/api/support-loaders.ts';
import { SupportChatScreen } from '#src/features/support/components/support-chat-screen.tsx';

export const Route = createFileRoute('/_signed-in/support/chat/')({
  loader: ({ context: { queryClient } }) => prefetchTickets(queryClient),
  component: SupportChatPage,
});

function SupportChatPage() {
  return <SupportChatScreen view={{ kind: 'list' }} />;
}

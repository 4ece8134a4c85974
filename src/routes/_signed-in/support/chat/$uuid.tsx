import { createFileRoute } from '@tanstack/react-router';
import { prefetchConversation, prefetchTickets } from '#src/features/support/api/support-loaders.ts';
import { SupportChatScreen } from '#src/features/support/components/support-chat-screen.tsx';

export const Route = createFileRoute('/_signed-in/support/chat/$uuid')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([prefetchConversation(queryClient, params.uuid), prefetchTickets(queryClient)]),
  component: TicketPage,
});

function TicketPage() {
  const { uuid } = Route.useParams();
  return <SupportChatScreen view={{ kind: 'ticket', uuid }} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { inviteSearch } from '../-invite-search.ts';
import { RegistrationPage } from '../-registration-page.tsx';

export const Route = createFileRoute('/_anonymous/register/')({
  validateSearch: inviteSearch,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(publicConfigQuery()),
  component: () => <RegistrationPage decor={false} invite={Route.useSearch().invite ?? null} />,
});

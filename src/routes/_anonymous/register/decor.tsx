import { createFileRoute } from '@tanstack/react-router';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { RegistrationPage } from '../-registration-page.tsx';

export const Route = createFileRoute('/_anonymous/register/decor')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(publicConfigQuery()),
  component: () => <RegistrationPage decor invite={null} />,
});

import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginWizard } from '../../features/auth/components/login-wizard.tsx';
import { writeToken } from '../../lib/auth/token-store.ts';

export const Route = createFileRoute('/_anonymous/login')({
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  return (
    <LoginWizard
      onSignedIn={({ token, refresh_token, expiresAt }) => {
        writeToken({ token, refresh_token, expiresAt });
        void navigate({ to: '/' });
      }}
    />
  );
}

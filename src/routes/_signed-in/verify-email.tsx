import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '#src/features/verification/components/verify-email-screen.tsx';

export const Route = createFileRoute('/_signed-in/verify-email')({
  component: VerifyEmailScreen,
});

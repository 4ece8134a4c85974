import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AnonymousLayout } from '../components/anonymous-layout.tsx';
import { hasSession } from '../lib/auth/token-store.ts';

/** Login and registration: only for people who are not signed in. */
export const Route = createFileRoute('/_anonymous')({
  beforeLoad: () => {
    if (hasSession()) throw redirect({ to: '/' });
  },
  component: () => (
    <AnonymousLayout>
      <Outlet />
    </AnonymousLayout>
  ),
});

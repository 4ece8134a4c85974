import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MaintenanceScreen } from '../features/maintenance/components/maintenance-screen.tsx';

/** Reachable by anyone: the server answered 503. */
export const Route = createFileRoute('/maintenance')({
  component: MaintenancePage,
});

function MaintenancePage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate({ to: '/', replace: true }), [navigate]);
  return <MaintenanceScreen onBack={goHome} />;
}

import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Names the console's page in the tab ("Audit log · Installer Club staff"). */
export function useConsoleTitle(title: string): void {
  const { t } = useLingui();
  const console = t`Installer Club staff`;
  useEffect(() => {
    document.title = `${title} · ${console}`;
  }, [title, console]);
}

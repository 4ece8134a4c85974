import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * Names the page in the browser tab, the task switcher and for screen readers ("Balance · Installer Club").
 * Every route's screen calls it with its own translated title.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useLingui();
  const club = t`Installer Club`;
  useEffect(() => {
    document.title = title ? `${title} · ${club}` : club;
  }, [title, club]);
}

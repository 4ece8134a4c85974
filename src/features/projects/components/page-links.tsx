import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { pageRange } from '../project-rules.ts';

interface PageLinksProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Five pages around the current one, with first and last; big targets for gloved hands. */
export function PageLinks({ page, lastPage, onPage }: PageLinksProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const pages = pageRange(page, lastPage);
  return (
    <Group component="nav" aria-label={t`Pages`} gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t`Previous page`}>
        ‹
      </Button>
      {pages.map((n) => (
        <Button
          key={n}
          variant={n === page ? 'filled' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="default" disabled={page >= lastPage} onClick={() => onPage(page + 1)} aria-label={t`Next page`}>
        ›
      </Button>
    </Group>
  );
}

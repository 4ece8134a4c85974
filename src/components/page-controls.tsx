import '@mantine/core/styles/Pagination.css';
import { useLingui } from '@lingui/react/macro';
import { Center, Pagination } from '@mantine/core';

/** Pages with the spec's 5 around the current one; 44 px targets; hidden when there is one page. */
export function PageControls({
  page,
  lastPage,
  onPage,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  return (
    <Center component="nav" aria-label={t`Pages`}>
      <Pagination
        value={page}
        total={lastPage}
        onChange={onPage}
        siblings={2}
        size="xl"
        getControlProps={(control) => ({
          'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : control,
        })}
        getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
      />
    </Center>
  );
}

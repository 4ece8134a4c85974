import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t`Loading`} />
    </Center>
  );
}

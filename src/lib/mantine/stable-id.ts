import { useId as useReactId } from 'react';

/**
 * Mantine's useId, without its second render (decision 0220). Mantine's own hook starts from React's id and then
 * replaces it with a random one in a layout effect: every input, menu and tab of the first screen renders twice,
 * the second time synchronously inside React's commit, one long task on a slow phone. React's id is already unique
 * in the app's one root and the same on every render. The build puts this module in the place of
 * @mantine/hooks/esm/use-id/use-id.mjs (vite.config.ts).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}

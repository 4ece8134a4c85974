import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { publicConfigQuery } from '#src/lib/config/public-config-query.ts';
import { useConsoleNavigate } from '../frame/console-link.tsx';

/** The region a per-region screen shows, kept in the address (?region=); Poland (2) when none is chosen. */
export function useRegionParam(path: string): [number, (region: number) => void] {
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const navigate = useConsoleNavigate();
  const region = Number(new URLSearchParams(search).get('region')) || 2;
  return [region, (next) => navigate(`${path}?region=${next}`, { replace: true })];
}

export function RegionSelect({ value, onChange }: { value: number; onChange: (region: number) => void }) {
  const { t } = useLingui();
  const config = useQuery(publicConfigQuery());
  return (
    <NativeSelect
      label={t`Region`}
      size="md"
      maw={320}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={(config.data?.countries ?? [{ id: value, name: String(value) }]).map((c) => ({
        value: String(c.id),
        label: c.name,
      }))}
    />
  );
}

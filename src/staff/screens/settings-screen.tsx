import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { staffRegionSettings, staffSettingsRegions } from '#contract/staff-settings.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { useConsoleNavigate } from '../frame/console-link.tsx';
import { useConsoleTitle } from '../frame/console-title.ts';
import { callStaff } from '../session/call-staff.ts';
import { BehaviourSettings } from './settings-behaviours.tsx';
import { CompanyTypeSettings } from './settings-company-types.tsx';
import { BasicPointsSettings, GeneralSettings } from './settings-general.tsx';
import { settingsKeys } from './settings-shared.tsx';
import { TierSettings } from './settings-tiers.tsx';

type Section = 'behaviours' | 'tiers' | 'basic' | 'general' | 'types';

function RegionPicker({ region }: { region: number | null }) {
  const { t } = useLingui();
  const navigate = useConsoleNavigate();
  const regions = useQuery({
    queryKey: settingsKeys.regions(),
    queryFn: ({ signal }) => callStaff(staffSettingsRegions, { signal }),
    staleTime: 10 * 60_000,
  });
  return (
    <QueryState query={regions} skeleton={<Skeleton h={64} maw={360} />}>
      {(list) => (
        <NativeSelect
          label={t`Region`}
          maw={360}
          value={region === null ? '' : String(region)}
          onChange={(event) => {
            const id = event.currentTarget.value;
            if (id) navigate(`/settings/${id}`);
          }}
        >
          {region === null && <option value="">{t`Choose a region`}</option>}
          {list.map(({ id, name, registration }) => (
            <option key={id} value={id}>
              {registration ? name : t`${name} (no registration)`}
            </option>
          ))}
        </NativeSelect>
      )}
    </QueryState>
  );
}

function RegionSettings({ region }: { region: number }) {
  const { t } = useLingui();
  const [section, setSection] = useState<Section>('behaviours');
  const settings = useQuery({
    queryKey: settingsKeys.region(region),
    queryFn: ({ signal }) => callStaff(staffRegionSettings, { params: { region: String(region) }, signal }),
  });
  return (
    <QueryState query={settings} skeleton={<CardsSkeleton count={4} height={72} />}>
      {(view) => {
        const regionName = view.region.name;
        return (
          <Tabs
            value={section}
            onChange={(value) => value && setSection(value as Section)}
            keepMounted={false}
            variant="pills"
            radius="md"
          >
            <Tabs.List className="settings-tabs" aria-label={t`Settings of ${regionName}`}>
              <Tabs.Tab value="behaviours">{t`Behaviours`}</Tabs.Tab>
              <Tabs.Tab value="tiers">{t`Tiers`}</Tabs.Tab>
              <Tabs.Tab value="basic">{t`Basic points`}</Tabs.Tab>
              <Tabs.Tab value="general">{t`Orders, team and welcome`}</Tabs.Tab>
              <Tabs.Tab value="types">{t`Company types`}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="behaviours" pt="lg">
              <BehaviourSettings settings={view} />
            </Tabs.Panel>
            <Tabs.Panel value="tiers" pt="lg">
              <TierSettings settings={view} />
            </Tabs.Panel>
            <Tabs.Panel value="basic" pt="lg">
              <BasicPointsSettings settings={view} />
            </Tabs.Panel>
            <Tabs.Panel value="general" pt="lg">
              <GeneralSettings settings={view} />
            </Tabs.Panel>
            <Tabs.Panel value="types" pt="lg">
              <CompanyTypeSettings settings={view} />
            </Tabs.Panel>
          </Tabs>
        );
      }}
    </QueryState>
  );
}

/**
 * Region settings (content and admins, decision 0288): a region, then its behaviours, tiers, basic points, minimum
 * order, employee limit, welcome points and company types, every text per language.
 */
export function SettingsScreen() {
  const { t } = useLingui();
  useConsoleTitle(t`Region settings`);
  const params = useParams({ strict: false }) as { region?: string };
  const region = params.region && /^\d+$/.test(params.region) ? Number(params.region) : null;
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Region settings</Trans>
      </Title>
      <RegionPicker region={region} />
      {region === null ? (
        <Text>
          <Trans>Choose the region whose rewards, tiers, points and company types you want to change.</Trans>
        </Text>
      ) : (
        <RegionSettings key={region} region={region} />
      )}
    </Stack>
  );
}

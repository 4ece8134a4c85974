import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffBasicPointsUpdate, staffRegionGeneral } from '#contract/staff-settings.ts';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { retrySafe, useRetryKey } from '../frame/retry-safe.ts';
import { callStaff } from '../session/call-staff.ts';
import { staffErrorMessages } from '../staff-errors.ts';
import { numberOrNull, SavedNotice, type SettingsView, settingsKeys, useFieldError } from './settings-shared.tsx';

/** The minimum order, the employee limit and the welcome points of a region. */
export function GeneralSettings({ settings }: { settings: SettingsView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const retry = useRetryKey();
  const region = settings.region.id;
  const [minOrder, setMinOrder] = useState<string | number>(settings.general.min_order_points);
  const [limited, setLimited] = useState(settings.general.employee_limit !== null);
  const [limit, setLimit] = useState<string | number>(settings.general.employee_limit ?? 10);
  const [welcome, setWelcome] = useState<string | number>(settings.general.welcome_points ?? 20);
  const [saved, setSaved] = useState(false);
  const body = {
    min_order_points: numberOrNull(minOrder) as number,
    employee_limit: limited ? (numberOrNull(limit) as number) : null,
    welcome_points: numberOrNull(welcome) as number,
  };
  const save = useMutation({
    mutationFn: () =>
      callStaff(staffRegionGeneral, {
        params: { region: String(region) },
        body,
        headers: retrySafe(retry.keyFor(body)),
      }),
    onMutate: () => setSaved(false),
    onSuccess: (answer) => {
      retry.done();
      queryClient.setQueryData(settingsKeys.region(region), answer);
      setSaved(true);
    },
  });
  const fieldError = useFieldError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Orders, team and welcome points`}>
      <Stack gap="md" maw={640}>
        <NumberInput
          label={t`Minimum order (points)`}
          description={t`An order's total must reach it.`}
          min={0}
          allowDecimal={false}
          value={minOrder}
          onChange={setMinOrder}
          error={fieldError('min_order_points')}
        />
        <Stack gap={6}>
          <Checkbox
            label={t`Limit how many installers a company may have`}
            checked={limited}
            onChange={(event) => setLimited(event.currentTarget.checked)}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
          {limited && (
            <NumberInput
              label={t`Installers beside the owner`}
              min={1}
              allowDecimal={false}
              value={limit}
              onChange={setLimit}
              error={fieldError('employee_limit')}
            />
          )}
        </Stack>
        <NumberInput
          label={t`Welcome points`}
          description={t`What a newly registered company earns.`}
          min={0}
          allowDecimal={false}
          value={welcome}
          onChange={setWelcome}
          error={fieldError('welcome_points')}
        />
        <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
        <SavedNotice shown={saved} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The basic points a scan of each product type earns in the region. */
export function BasicPointsSettings({ settings }: { settings: SettingsView }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const retry = useRetryKey();
  const region = settings.region.id;
  const [values, setValues] = useState<Record<number, string | number>>(() =>
    Object.fromEntries(settings.basic_points.map((p) => [p.product_type_id, p.points ?? ''])),
  );
  const [saved, setSaved] = useState(false);
  const body = {
    points: settings.basic_points.map((p) => ({
      product_type_id: p.product_type_id,
      points: numberOrNull(values[p.product_type_id] ?? ''),
    })),
  };
  const save = useMutation({
    mutationFn: () =>
      callStaff(staffBasicPointsUpdate, {
        params: { region: String(region) },
        body,
        headers: retrySafe(retry.keyFor(body)),
      }),
    onMutate: () => setSaved(false),
    onSuccess: (answer) => {
      retry.done();
      queryClient.setQueryData(settingsKeys.region(region), answer);
      setSaved(true);
    },
  });
  const fieldError = useFieldError(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Basic points`}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Points a scanned product of each type earns in this region. Leave a type empty when it earns none here.
            Scans already made keep their points.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {settings.basic_points.map((p, i) => (
            <NumberInput
              key={p.product_type_id}
              label={
                <Group gap={6} component="span" wrap="nowrap">
                  <span>{p.name}</span>
                  {p.decor && (
                    <Badge size="sm" variant="light" color="gray" component="span">
                      {t`decor`}
                    </Badge>
                  )}
                </Group>
              }
              placeholder={t`None`}
              min={0}
              allowDecimal={false}
              value={values[p.product_type_id] ?? ''}
              onChange={(value) => setValues((v) => ({ ...v, [p.product_type_id]: value }))}
              error={fieldError(`points.${i}.points`)}
            />
          ))}
        </SimpleGrid>
        <ErrorAlert messages={save.isError ? staffErrorMessages(save.error) : []} />
        <SavedNotice shown={saved} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

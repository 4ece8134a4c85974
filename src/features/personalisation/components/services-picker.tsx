import '@mantine/core/styles/Checkbox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { MarketingService } from '#contract/shop.ts';
import { serviceIcon } from '#src/components/print-preview/service-icons.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { marketingServicesQuery } from '../api/marketing-services-query.ts';
import { EMPTY_MESSAGES } from '../field-labels.ts';
import type { ChosenService } from '../personalisation-model.ts';
import { exactServices } from '../personalisation-rules.ts';

type Service = v.InferOutput<typeof MarketingService>;

interface ServicesPickerProps {
  chosen: ChosenService[];
  /** Exactly this many (flyer 6, horizontal card 4, vertical card 5); else at least one. */
  needed: number | undefined;
  required: boolean;
  error?: string;
  onChange: (services: ChosenService[]) => void;
}

/** The services printed with their icons, chosen from the club's list. */
export function ServicesPicker({ chosen, needed, required, error, onChange }: ServicesPickerProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(marketingServicesQuery());
  const count = chosen.length;
  const full = needed !== undefined && count >= needed;
  const description =
    needed !== undefined
      ? `${i18n._(exactServices(needed))} ${t`Chosen: ${count} of ${needed}.`}`
      : `${i18n._(EMPTY_MESSAGES.services)} ${t`Chosen: ${count}.`}`;

  const pick = (services: Service[], ids: string[]) => {
    // Keep the order of choosing: the print lists them in that order.
    const byId = new Map(services.map((s) => [String(s.id), s]));
    const kept = chosen.filter((s) => ids.includes(String(s.id)));
    const added = ids
      .filter((id) => !kept.some((s) => String(s.id) === id))
      .map((id) => byId.get(id))
      .filter((s) => s !== undefined);
    onChange([...kept, ...added].map(({ id, text, icon }) => ({ id, text, icon })));
  };

  return (
    <Stack gap={4}>
      {!query.data && (
        <Text fw={500} size="sm">
          <Trans>Services</Trans>
        </Text>
      )}
      <QueryState
        query={query}
        inline
        skeleton={<CardsSkeleton count={4} height={36} cols={{ base: 1, xs: 2 }} radius="sm" />}
      >
        {({ services }) => (
          <Checkbox.Group
            id="pz-services"
            label={t`Services`}
            description={<span aria-live="polite">{description}</span>}
            withAsterisk={required}
            error={error}
            value={chosen.map((s) => String(s.id))}
            onChange={(ids) => pick(services, ids)}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt="xs">
              {services.map((service) => {
                const Icon = serviceIcon(service.icon);
                const on = chosen.some((s) => s.id === service.id);
                return (
                  <Checkbox
                    key={service.id}
                    value={String(service.id)}
                    size="md"
                    className="pz-service-option"
                    disabled={full && !on}
                    label={
                      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                        <Icon size={20} aria-hidden />
                        {service.text}
                      </span>
                    }
                  />
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      </QueryState>
    </Stack>
  );
}

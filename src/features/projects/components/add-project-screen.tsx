import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import type { Project } from '#contract/projects.ts';
import { projectCreate } from '#contract/projects.ts';
import { usePageTitle } from '#src/lib/format/use-page-title.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { queuedNow } from '#src/lib/outbox/outbox-keys.ts';
import { projectOutboxKeys } from '../api/project-keys.ts';
import type { CreateProjectVars } from '../api/project-queued-writes.ts';
import { refusalMessage } from '../refusal-messages.ts';

const CreateBody = projectCreate.body!;

interface AddProjectScreenProps {
  /** The street field (with suggestions), composed by the route. */
  renderStreet: (props: {
    value: string;
    error?: string;
    onChange: (street: string) => void;
    onPick: (s: { street: string; city: string; postal_code: string }) => void;
  }) => ReactNode;
  onCreated: (uuid: string) => void;
}

/** A new project at a street address; it is queued, so it works without signal too. */
export function AddProjectScreen({ renderStreet, onCreated }: AddProjectScreenProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`New project`);
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [city, setCity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation<Project, Error, CreateProjectVars>({ mutationKey: projectOutboxKeys.createProject });
  const ready = street.trim() !== '' && postalCode.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { streetName: street, postalCode, city };
    const parsed = v.safeParse(CreateBody, body);
    if (!parsed.success) {
      const fields = v.flatten<typeof CreateBody>(parsed.issues).nested ?? {};
      const message = (key: keyof typeof fields) => {
        const text = fields[key]?.[0];
        return text ? i18n._(refusalMessage(new ApiError(400, text))) : undefined;
      };
      setErrors({
        street: message('streetName') ?? '',
        postalCode: message('postalCode') ?? '',
        city: message('city') ?? '',
      });
      return;
    }
    const uuid = crypto.randomUUID();
    create.mutate({
      ...queuedNow(),
      uuid,
      streetName: street.trim(),
      postalCode: postalCode.trim(),
      city: city.trim(),
    });
    onCreated(uuid);
  }

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>
        <Trans>New project</Trans>
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {renderStreet({
            value: street,
            error: errors.street || undefined,
            onChange: setStreet,
            onPick: (s) => {
              setStreet(s.street);
              setPostalCode(s.postal_code);
              setCity(s.city);
            },
          })}
          <TextInput
            label={t`Postal code`}
            withAsterisk
            value={postalCode}
            onChange={(e) => setPostalCode(e.currentTarget.value)}
            error={errors.postalCode || undefined}
            autoComplete="postal-code"
          />
          <TextInput
            label={t`City`}
            value={city}
            onChange={(e) => setCity(e.currentTarget.value)}
            error={errors.city || undefined}
            autoComplete="address-level2"
          />
          <Group>
            <Button type="submit" size="lg" disabled={!ready}>
              <Trans>Create project</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

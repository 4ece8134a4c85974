import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { RegionalSettings } from '#contract/config.ts';
import { UpdateCompanyRequest, updateCompany, updateCompanyType } from '#contract/profile.ts';
import { REGISTRATION_NUMBER_MIN, REGISTRATION_NUMBER_TOO_SHORT } from '#contract/registration.ts';
import type { Company } from '#contract/user.ts';
import { AgreementField } from '#src/components/company/agreement-field.tsx';
import { CompanyTypeField } from '#src/components/company/company-type-field.tsx';
import { RegistrationNumberFields } from '#src/components/company/registration-number-fields.tsx';
import { ErrorAlert } from '#src/components/error-alert.tsx';
import { fieldMessage } from '#src/lib/forms/field-messages.ts';
import { ApiError } from '#src/lib/http/api-error.ts';
import { callApi } from '#src/lib/http/call-api.ts';
import { storeCompany } from '../api/profile-api.ts';
import { changedFields } from '../changed-fields.ts';
import { focusFirstInvalid, profileErrors, profileMessage } from '../profile-messages.ts';
import { FieldErrorSummary, type FieldProblem } from './field-error-summary.tsx';

type TextField = 'name' | 'address' | 'city' | 'postal_code' | 'registration_number' | 'registration_number_2';
type Errors = Partial<Record<TextField | 'company_type' | 'disclaimer' | 'declaration', MessageDescriptor>>;

interface Draft {
  text: Record<TextField, string>;
  companyType: number | null;
  disclaimer: boolean;
  declaration: boolean;
}

const draftOf = (company: Company): Draft => ({
  text: {
    name: company.name,
    address: company.address,
    city: company.city,
    postal_code: company.postal_code,
    registration_number: company.registration_number ?? '',
    registration_number_2: company.registration_number_2 ?? '',
  },
  companyType: company.company_type,
  disclaimer: company.disclaimer_accepted,
  declaration: company.declaration_accepted,
});

/**
 * The owner's company data under the region's rules: name, address, city and postal code never emptied; the
 * company type (with its disclaimer and declaration) and the VAT and company-id numbers required as the
 * region's flags say. Only what changed is sent; the answer becomes the current user's company.
 */
export function CompanyForm({ company, settings }: { company: Company; settings: RegionalSettings }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(company));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const types = settings.company_types;
  const typeOn = settings.company_type_state === 2 && types.length > 0;
  const type = types.find((candidate) => candidate.id === draft.companyType);

  const showErrors = (found: Errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(formRef.current);
  };
  const save = useMutation({
    mutationFn: async (input: { body: v.InferInput<typeof UpdateCompanyRequest> | null; typeChanged: boolean }) => {
      let answer: Company | null = null;
      if (input.body) answer = await callApi(updateCompany, { params: { id: String(company.id) }, body: input.body });
      if (input.typeChanged && draft.companyType !== null) {
        answer = await callApi(updateCompanyType, {
          params: { uuid: company.uuid },
          body: {
            company_type: draft.companyType,
            disclaimer_accepted: type?.disclaimer_state === 2 && draft.disclaimer,
            declaration_accepted: type?.declaration_state === 2 && draft.declaration,
          },
        });
      }
      return answer;
    },
    onSuccess: (answer) => {
      if (answer) {
        storeCompany(queryClient, answer);
        setDraft(draftOf(answer));
      }
      setSaved(true);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const found: Errors = {};
      for (const [path, messages] of Object.entries(error.fieldErrors)) {
        const field = path.split('.').at(-1) as keyof Errors;
        if (messages[0]) found[field] ??= profileMessage(messages[0]);
      }
      showErrors(found);
    },
  });

  const edit = (patch: Partial<Draft>, cleared: (keyof Errors)[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !cleared.includes(k as keyof Errors))));
    setSaved(false);
  };
  const editText = (patch: Partial<Record<TextField, string>>) =>
    edit({ text: { ...draft.text, ...patch } }, Object.keys(patch) as TextField[]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stored = draftOf(company);
    const body = changedFields(draft.text, stored.text);
    const found: Errors = {};
    const result = v.safeParse(UpdateCompanyRequest, body);
    if (!result.success) {
      for (const issue of result.issues) {
        const field = v.getDotPath(issue) as TextField | null;
        if (field) found[field] ??= profileMessage(issue.message);
      }
    }
    const short = fieldMessage(REGISTRATION_NUMBER_TOO_SHORT);
    const long = (value: string) => value.trim().length >= REGISTRATION_NUMBER_MIN;
    if ((settings.flags & 1) !== 0 && !long(draft.text.registration_number)) found.registration_number ??= short;
    if ((settings.flags & 2) !== 0 && !long(draft.text.registration_number_2)) found.registration_number_2 ??= short;
    if (typeOn && !type) found.company_type = msg`Choose the company type.`;
    if (type?.disclaimer_state === 2 && !draft.disclaimer) found.disclaimer = msg`Accept the disclaimer.`;
    if (type?.declaration_state === 2 && !draft.declaration) found.declaration = msg`Accept the declaration.`;
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const typeChanged =
      typeOn &&
      (draft.companyType !== stored.companyType ||
        draft.disclaimer !== stored.disclaimer ||
        draft.declaration !== stored.declaration);
    const hasBody = Object.keys(body).length > 0;
    if (!hasBody && !typeChanged) return setSaved(true);
    save.mutate({ body: hasBody ? body : null, typeChanged });
  };

  const fieldError = (field: keyof Errors) => (errors[field] ? i18n._(errors[field]) : undefined);
  const vat = settings.vat_field;
  const companyId = settings.company_id_field;
  const labels: Record<keyof Errors, string> = {
    name: t`Company name`,
    address: t`Street and number`,
    city: t`City`,
    postal_code: t`Postal code`,
    registration_number: t`VAT number (${vat})`,
    registration_number_2: t`Company ID (${companyId})`,
    company_type: t`Company type`,
    disclaimer: t`I accept the disclaimer`,
    declaration: t`I accept the declaration`,
  };
  const problems: FieldProblem[] = (Object.keys(labels) as (keyof Errors)[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ key: field, label: labels[field], message }] : [];
  });
  const listed = problems.map((problem) => problem.message);
  const serverOnly = save.isError && listed.length === 0 ? profileErrors(save.error) : [];
  const text = (field: TextField, label: string, autoComplete: string) => (
    <TextInput
      label={label}
      withAsterisk
      autoComplete={autoComplete}
      value={draft.text[field]}
      onChange={(e) => editText({ [field]: e.currentTarget.value })}
      error={fieldError(field)}
    />
  );
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('name', labels.name, 'organization')}
          {text('address', labels.address, 'street-address')}
          {text('city', labels.city, 'address-level2')}
          {text('postal_code', labels.postal_code, 'postal-code')}
          <RegistrationNumberFields
            settings={settings}
            values={draft.text}
            errors={{
              registration_number: errors.registration_number,
              registration_number_2: errors.registration_number_2,
            }}
            onChange={(patch) => editText(patch)}
          />
        </SimpleGrid>
        {typeOn && (
          <CompanyTypeField
            types={types}
            value={draft.companyType}
            error={errors.company_type ?? null}
            onChange={(id) => {
              if (id !== draft.companyType) {
                edit({ companyType: id, disclaimer: false, declaration: false }, [
                  'company_type',
                  'disclaimer',
                  'declaration',
                ]);
              }
            }}
          />
        )}
        {type?.disclaimer_state === 2 && (
          <AgreementField
            kind="disclaimer"
            text={type.disclaimer_translated}
            checked={draft.disclaimer}
            error={errors.disclaimer ?? null}
            onChange={(checked) => edit({ disclaimer: checked }, ['disclaimer'])}
          />
        )}
        {type?.declaration_state === 2 && (
          <AgreementField
            kind="declaration"
            text={type.declaration_translated}
            checked={draft.declaration}
            error={errors.declaration ?? null}
            onChange={(checked) => edit({ declaration: checked }, ['declaration'])}
          />
        )}
        <FieldErrorSummary problems={problems} />
        <ErrorAlert messages={serverOnly} />
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save company data</Trans>
          </Button>
          {saved && (
            <Text role="status" c="green.9" fw={600}>
              <Trans>Saved.</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}

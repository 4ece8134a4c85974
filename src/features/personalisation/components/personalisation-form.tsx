import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import './personalisation.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Input,
  List,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '#contract/shop.ts';
import { FIELD_LABELS } from '#src/components/print-preview/field-labels.ts';
import {
  FILE_FIELDS,
  type FieldName,
  type FileField as FileFieldName,
  type TextField,
} from '#src/components/print-preview/print-fields.ts';
import { PrintPreview } from '#src/components/print-preview/print-preview.tsx';
import { QuantityStepper } from '#src/components/quantity-stepper.tsx';
import { VariantRadios } from '#src/components/variant-radios.tsx';
import { handOverToCheckout } from '#src/lib/handover/personalisation-handover.ts';
import { useQrCode } from '../api/qr-code.ts';
import { usePersonalisationDraft } from '../hooks/use-personalisation-draft.ts';
import { usePreviewFiles } from '../hooks/use-preview-files.ts';
import {
  addableFields,
  type ErrorKey,
  fieldGroup,
  isShown,
  LONG_DESCRIPTION_MAX,
  type PersonalisationValues,
  SERVICES_NEEDED,
  SHORT_DESCRIPTION_MAX,
  TEXT_MAX,
} from '../personalisation-model.ts';
import { checkPersonalisation, linkError, personalisationData, withScheme } from '../personalisation-rules.ts';
import { contentFromValues } from '../preview-content.ts';
import { FileField } from './file-field.tsx';
import { ServicesPicker } from './services-picker.tsx';

/** The link is checked and drawn (its QR code) after a 1 s pause in typing (spec). */
export const LINK_DEBOUNCE_MS = 1000;

/** The order of the form, top to bottom; each shows only if the product prints it. */
const ORDER: FieldName[] = [
  'name',
  'surname',
  'companyName',
  'phone',
  'email',
  'link',
  'shortDescription',
  'longDescription',
  'logo',
  'coverImage',
  'image',
  'contentImage',
  'address',
  'services',
];
const ERROR_ORDER: ErrorKey[] = [
  ...ORDER.slice(0, 5),
  'contact',
  ...ORDER.slice(5, 8),
  'description',
  ...ORDER.slice(8),
];

/** Where an error sends the focus. */
const FOCUS_TARGET: Partial<Record<ErrorKey, string>> = {
  contact: 'pz-phone',
  description: 'pz-shortDescription',
  address: 'pz-address-line1',
};

/** The form's steps, in order: what is printed as text, the pictures, the services, then the pack and the order. */
type StepId = 'texts' | 'pictures' | 'services' | 'review';
const STEPS: StepId[] = ['texts', 'pictures', 'services', 'review'];

/** The step each field (and each rule) is on. */
function stepOf(key: ErrorKey): StepId {
  if (key === 'services') return 'services';
  if ((FILE_FIELDS as readonly string[]).includes(key)) return 'pictures';
  return 'texts';
}

export interface PersonalisationFormProps {
  product: Product;
  /** Opens the direct checkout of the variant (the checkout reads the handed-over data). */
  onCheckout: (variantUuid: string, quantity: number) => void;
}

export function PersonalisationForm({ product, onCheckout }: PersonalisationFormProps) {
  const { t, i18n } = useLingui();
  const settings = product.settings!;
  const { draft, setDraft, ready, saveNow } = usePersonalisationDraft(product);
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<StepId>('texts');
  // Where the focus goes once the step it is on is drawn: a field with an error, or the step's heading.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { values } = draft;

  // The link follows what is typed after a pause: its check and its QR code wait for the person to stop.
  useEffect(() => {
    if (draft.linkInput === draft.values.link) return;
    const timer = setTimeout(
      () => setDraft((d) => ({ ...d, values: { ...d.values, link: d.linkInput } })),
      LINK_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [draft.linkInput, draft.values.link, setDraft]);

  const content = contentFromValues(values, settings);
  const files = usePreviewFiles(values.files);
  const linkForQr = !linkError(values.link) && isShown(settings, values, 'link') ? values.link.trim() : '';
  const qrUrl = useQrCode(linkForQr);

  if (!ready) return <Loader role="status" aria-label={t`Loading the form`} />;

  const variant = product.variants.find((v) => v.uuid === draft.variantUuid);
  const stock = variant?.stock ?? 0;
  const min = stock > 0 ? 1 : 0;
  const quantity = Math.min(Math.max(draft.quantity, min), stock);
  const most = i18n.number(stock);

  const update = (patch: Partial<PersonalisationValues>) =>
    setDraft((d) => ({ ...d, values: { ...d.values, ...patch } }));
  const checked = { ...values, link: draft.linkInput };
  const all = checkPersonalisation(checked, settings);
  // Before the first try only what is certain shows: over-long descriptions, a link after its pause.
  const errors: typeof all = submitted
    ? { ...all, link: linkError(values.link) ?? (draft.linkInput === values.link ? all.link : undefined) }
    : {
        shortDescription: values.shortDescription.length > SHORT_DESCRIPTION_MAX ? all.shortDescription : undefined,
        longDescription: values.longDescription.length > LONG_DESCRIPTION_MAX ? all.longDescription : undefined,
        link: linkError(values.link),
      };
  const say = (key: ErrorKey) => {
    const message = errors[key];
    return message ? i18n._(message) : undefined;
  };
  const labelOf = (field: FieldName) => i18n._(FIELD_LABELS[field]);
  const required = (field: FieldName) => fieldGroup(settings, field) === 'required';
  const removable = (field: FieldName) => fieldGroup(settings, field) === 'optional' && values.added.includes(field);
  const removeField = (field: FieldName) => update({ added: values.added.filter((f) => f !== field) });

  const steps = STEPS.filter(
    (id) => id === 'texts' || id === 'review' || settings.fields.some((f) => stepOf(f.name as FieldName) === id),
  );
  const stepIndex = Math.max(0, steps.indexOf(step));
  const last = stepIndex === steps.length - 1;
  const goTo = (id: StepId) => {
    setStep(id);
    setFocusTarget('pz-step-heading');
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on; only the last step sends.
    if (!last) {
      goTo(steps[stepIndex + 1]!);
      return;
    }
    setSubmitted(true);
    const link = withScheme(draft.linkInput);
    const final = { ...values, link };
    const found = checkPersonalisation(final, settings);
    const next = { ...draft, linkInput: link, values: final };
    setDraft(next);
    const first = ERROR_ORDER.find((key) => found[key]);
    if (first) {
      // The first field with an error: its step opens and the field gets the focus.
      setStep(stepOf(first));
      setFocusTarget(FOCUS_TARGET[first] ?? `pz-${first}`);
      return;
    }
    if (!variant || quantity === 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    handOverToCheckout(variant.uuid, personalisationData(final, settings));
    void saveNow({ ...next, sentToCheckout: true }).then(() => onCheckout(variant.uuid, quantity));
  };

  const textInput = (field: Exclude<TextField, 'shortDescription' | 'longDescription' | 'link'>) => (
    <TextInput
      key={field}
      id={`pz-${field}`}
      label={labelOf(field)}
      withAsterisk={required(field)}
      type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
      autoComplete={
        field === 'phone'
          ? 'tel'
          : field === 'email'
            ? 'email'
            : field === 'name'
              ? 'given-name'
              : field === 'surname'
                ? 'family-name'
                : 'organization'
      }
      maxLength={TEXT_MAX[field]}
      value={values[field]}
      error={field === 'phone' ? (say('phone') ?? say('contact')) : say(field)}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
      rightSection={
        removable(field) ? <RemoveButton label={labelOf(field)} onClick={() => removeField(field)} /> : null
      }
    />
  );

  const description = (field: 'shortDescription' | 'longDescription', max: number) => {
    const left = max - values[field].length;
    const over = -left;
    return (
      <Textarea
        key={field}
        id={`pz-${field}`}
        label={labelOf(field)}
        withAsterisk={required(field)}
        autosize
        minRows={2}
        value={values[field]}
        error={field === 'shortDescription' ? (say(field) ?? say('description')) : say(field)}
        description={
          <span aria-live="polite" data-testid={`pz-${field}-left`}>
            {left >= 0
              ? t`${plural(left, { one: '# character left', other: '# characters left' })}`
              : t`${plural(over, { one: '# character too many', other: '# characters too many' })}`}
          </span>
        }
        onChange={(event) => update({ [field]: event.currentTarget.value })}
      />
    );
  };

  const field = (name: FieldName) => {
    if (!isShown(settings, values, name)) return null;
    switch (name) {
      case 'shortDescription':
        return description(name, SHORT_DESCRIPTION_MAX);
      case 'longDescription':
        return description(name, LONG_DESCRIPTION_MAX);
      case 'link':
        return (
          <TextInput
            key={name}
            id="pz-link"
            label={labelOf(name)}
            withAsterisk={required(name)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            maxLength={TEXT_MAX.link}
            value={draft.linkInput}
            error={say('link')}
            description={t`Checked and shown as a QR code a second after you stop typing.`}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setDraft((d) => ({ ...d, linkInput: typed }));
            }}
            onBlur={() => {
              const link = withScheme(draft.linkInput);
              setDraft((d) => ({ ...d, linkInput: link, values: { ...d.values, link } }));
            }}
            rightSection={
              removable(name) ? <RemoveButton label={labelOf(name)} onClick={() => removeField(name)} /> : null
            }
          />
        );
      case 'address': {
        const label = labelOf(name);
        return (
          <Fieldset key={name} legend={labelOf(name)} variant="unstyled" id="pz-address">
            <Stack gap="xs">
              {(['line1', 'line2', 'line3'] as const).map((line, index) => {
                const number = index + 1;
                return (
                  <TextInput
                    key={line}
                    id={`pz-address-${line}`}
                    label={t`Line ${number}`}
                    maxLength={200}
                    value={values.address[line]}
                    error={index === 0 ? say('address') : undefined}
                    onChange={(event) => update({ address: { ...values.address, [line]: event.currentTarget.value } })}
                  />
                );
              })}
              {removable(name) && (
                <Button
                  variant="subtle"
                  h={44}
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={() => removeField(name)}
                >
                  {t`Remove ${label}`}
                </Button>
              )}
            </Stack>
          </Fieldset>
        );
      }
      case 'services':
        return (
          <ServicesPicker
            key={name}
            chosen={values.services}
            needed={SERVICES_NEEDED[settings.subtype]}
            required={required(name)}
            error={say('services')}
            onChange={(services) => update({ services })}
          />
        );
      default:
        if ((FILE_FIELDS as readonly string[]).includes(name)) {
          const fileField = name as FileFieldName;
          return (
            <FileField
              key={name}
              field={fileField}
              file={values.files[fileField]}
              required={required(name)}
              error={say(name)}
              onChange={(file) =>
                setDraft((d) => ({ ...d, values: { ...d.values, files: { ...d.values.files, [fileField]: file } } }))
              }
              onRemoveField={removable(name) ? () => removeField(name) : undefined}
            />
          );
        }
        return textInput(name as Exclude<TextField, 'shortDescription' | 'longDescription' | 'link'>);
    }
  };

  // The list says what the fields say (the link's rule after its pause too).
  const listed = submitted ? ERROR_ORDER.filter((key) => errors[key]) : [];
  const addable = addableFields(settings, values).filter((name) => stepOf(name) === step);
  const stepLabel: Record<StepId, string> = {
    texts: t`Texts`,
    pictures: t`Pictures`,
    services: t`Services`,
    review: t`Review`,
  };
  const total = steps.length;
  const number = stepIndex + 1;
  const current = steps[stepIndex]!;
  const currentLabel = stepLabel[current];
  const next = steps[stepIndex + 1];
  const nextLabel = next ? stepLabel[next] : '';
  const stepHasError = (id: StepId) => listed.some((key) => stepOf(key) === id);

  return (
    <div className="pz-layout">
      <Title order={2} size="h3" className="pz-title">
        <Trans>Your design</Trans>
      </Title>
      <div className="pz-preview-pane">
        <PrintPreview content={content} files={files} qrUrl={qrUrl} />
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t`Personalisation`} className="pz-form">
        <Stack gap="md">
          <nav aria-label={t`Steps of the design`}>
            <ol className="pz-steps" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
              {steps.map((id, index) => (
                <li key={id}>
                  <button
                    type="button"
                    className="pz-step"
                    aria-current={id === current ? 'step' : undefined}
                    data-done={index < stepIndex ? '' : undefined}
                    data-error={stepHasError(id) ? '' : undefined}
                    onClick={() => goTo(id)}
                  >
                    <span className="pz-step-number" aria-hidden>
                      {index + 1}
                    </span>
                    <span className="pz-step-label">{stepLabel[id]}</span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>

          {listed.length > 0 && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              tabIndex={-1}
              ref={summaryRef}
              title={t`Check these fields`}
            >
              <List size="sm" spacing={2}>
                {listed.map((key) => (
                  <List.Item key={key}>{i18n._(errors[key]!)}</List.Item>
                ))}
              </List>
            </Alert>
          )}

          <Title order={3} size="h4" id="pz-step-heading" tabIndex={-1} className="pz-step-heading">
            <Trans>
              Step {number} of {total}: {currentLabel}
            </Trans>
          </Title>

          {current === 'review' ? (
            <>
              {product.variants.length > 1 && (
                <VariantRadios
                  label={t`Pack`}
                  variants={product.variants}
                  value={draft.variantUuid}
                  onChange={(value) => setDraft((d) => ({ ...d, variantUuid: value, quantity: 1 }))}
                  detail={(option) => ` · ${plural(option.price, { one: '# point', other: '# points' })}`}
                />
              )}
              <Stack gap={4}>
                <Input.Label id="pz-quantity-label" size="lg">
                  <Trans>Quantity</Trans>
                </Input.Label>
                <QuantityStepper
                  value={quantity}
                  min={min}
                  max={stock}
                  onChange={(next) => setDraft((d) => ({ ...d, quantity: next }))}
                  labelledBy="pz-quantity-label"
                  testId="pz-quantity"
                />
                <Text size="sm" c="dimmed">
                  {stock > 0 ? t`At most ${most}` : t`Out of stock`}
                </Text>
              </Stack>
            </>
          ) : (
            ORDER.filter((name) => stepOf(name) === current).map(field)
          )}

          {addable.length > 0 && (
            <Stack gap={4}>
              <Input.Label component="p" m={0} size="lg">
                <Trans>Optional fields you can add</Trans>
              </Input.Label>
              <Group gap="xs" wrap="wrap" className="pz-field-actions">
                {addable.map((name) => {
                  const fieldLabel = labelOf(name);
                  return (
                    <Button
                      key={name}
                      variant="light"
                      h="auto"
                      mih={44}
                      className="pz-wrap-button"
                      leftSection={<IconPlus size={18} aria-hidden />}
                      onClick={() => update({ added: [...values.added, name] })}
                    >
                      {t`Add ${fieldLabel}`}
                    </Button>
                  );
                })}
              </Group>
            </Stack>
          )}

          <Text size="sm" c="dimmed">
            <Trans>What you type is kept on this device until you order, even without a signal.</Trans>
          </Text>
          <div className="pz-step-actions">
            {stepIndex > 0 && (
              <Button
                variant="default"
                h="auto"
                mih={48}
                className="pz-wrap-button"
                leftSection={<IconArrowLeft size={18} aria-hidden />}
                onClick={() => goTo(steps[stepIndex - 1]!)}
              >
                <Trans>Back</Trans>
              </Button>
            )}
            {last ? (
              <Button type="submit" h="auto" mih={48} className="pz-wrap-button" disabled={quantity === 0}>
                <Trans>Continue to checkout</Trans>
              </Button>
            ) : (
              <Button
                type="submit"
                h="auto"
                mih={48}
                className="pz-wrap-button"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                <Trans>Next: {nextLabel}</Trans>
              </Button>
            )}
          </div>
        </Stack>
      </form>
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <ActionIcon variant="subtle" size={40} aria-label={t`Remove ${label}`} onClick={onClick}>
      <IconX size={18} aria-hidden />
    </ActionIcon>
  );
}

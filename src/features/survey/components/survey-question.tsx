import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import type { SurveyQuestion as Question } from '#contract/survey.ts';
import { isValidNumber } from '../survey-progress.ts';
import { SURVEY_TEXTS } from '../survey-texts.ts';

interface SurveyQuestionProps {
  question: Question;
  answers: string[];
  onChange: (answers: string[]) => void;
}

/** One question: radios (single, percentage bands), checkboxes (multiple, with its limit), or a number. */
export function SurveyQuestion({ question, answers, onChange }: SurveyQuestionProps) {
  const { t, i18n } = useLingui();
  const label = (key: string, text: string) => (SURVEY_TEXTS[key] ? i18n._(SURVEY_TEXTS[key]) : text);
  const title = label(question.key, question.text);

  if (question.type === 'number') {
    const value = answers[0] ?? '';
    return (
      <TextInput
        label={title}
        description={t`A whole number from 1 to 999999.`}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange([event.currentTarget.value.replace(/\D/g, '').slice(0, 6)])}
        error={value !== '' && !isValidNumber(value) ? t`Enter a whole number from 1 to 999999.` : undefined}
      />
    );
  }
  if (question.type === 'multiple') {
    const full = question.limit !== null && answers.length >= question.limit;
    return (
      <Checkbox.Group
        label={title}
        description={question.limit !== null ? t`Choose up to ${question.limit}.` : t`Choose all that apply.`}
        value={answers}
        onChange={onChange}
      >
        <Stack gap="md" mt="sm">
          {question.options.map((o) => (
            <Checkbox
              key={o.id}
              size="md"
              value={o.text}
              label={label(o.key, o.text)}
              disabled={full && !answers.includes(o.text)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group label={title} value={answers[0] ?? null} onChange={(value) => onChange([value])}>
      <Stack gap="md" mt="sm">
        {question.options.map((o) => (
          <Radio key={o.id} size="md" value={o.text} label={label(o.key, o.text)} />
        ))}
      </Stack>
      {question.type === 'percentage' && (
        <Text size="sm" c="dimmed" mt="xs">
          <Trans>Choose the band closest to your share.</Trans>
        </Text>
      )}
    </Radio.Group>
  );
}

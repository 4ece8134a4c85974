import { Plural, Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Survey, SurveyType } from '#contract/survey.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { surveyQuery } from '../api/survey-query.ts';
import { isAnswered, type SurveyProgress, surveyText } from '../survey-progress.ts';
import { SurveyQuestion } from './survey-question.tsx';

export interface SurveyStepProps {
  heading: (title: ReactNode) => ReactNode;
  type: SurveyType;
  /** Shown in the intro of a new member's survey; absent for a member answering it later. */
  welcomePoints?: number;
  progress: SurveyProgress;
  onProgress: (progress: SurveyProgress) => void;
  /** Called with the answers as the server's JSON text after the last question. */
  onDone: (surveyJson: string) => void;
  onBack?: () => void;
  busy?: boolean;
}

/** The survey once its questions are in (loading, offline and failed said by QueryState). */
export function SurveyStep(props: SurveyStepProps) {
  const query = useQuery(surveyQuery(props.type));
  return (
    <QueryState query={query} skeleton={<CardsSkeleton count={3} height={56} />} copyAge={false}>
      {(survey) => <SurveyQuestions {...props} survey={survey} />}
    </QueryState>
  );
}

/** An intro with the welcome points, then one question at a time; Next only when answered. */
function SurveyQuestions(props: SurveyStepProps & { survey: Survey }) {
  const { heading, welcomePoints, progress, onProgress, onDone, onBack, busy, survey } = props;

  if (!progress.started) {
    return (
      <Stack gap="lg">
        {heading(<Trans>A few questions about your work</Trans>)}
        {welcomePoints !== undefined && (
          <Text>
            <Plural
              value={welcomePoints}
              one="Welcome to the club! You receive # welcome point."
              other="Welcome to the club! You receive # welcome points."
            />
          </Text>
        )}
        <Text>
          <Plural
            value={survey.questions.length}
            one="Answer # short question."
            other="Answer # short questions, one at a time."
          />
        </Text>
        <Group justify="space-between">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => onProgress({ ...progress, started: true, index: 0 })}>
            <Trans>Start the survey</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  const index = Math.min(progress.index, survey.questions.length - 1);
  const question = survey.questions[index]!;
  const answers = progress.answers[question.id] ?? [];
  const last = index === survey.questions.length - 1;
  const back = () =>
    index === 0 ? onProgress({ ...progress, started: false }) : onProgress({ ...progress, index: index - 1 });
  const next = () => (last ? onDone(surveyText(survey, progress)) : onProgress({ ...progress, index: index + 1 }));

  return (
    <Stack gap="lg">
      {heading(
        <Trans>
          Question {index + 1} of {survey.questions.length}
        </Trans>,
      )}
      <SurveyQuestion
        key={question.id}
        question={question}
        answers={answers}
        onChange={(value) => onProgress({ ...progress, answers: { ...progress.answers, [question.id]: value } })}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={back}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={next} disabled={!isAnswered(question, answers)} loading={busy}>
          {last ? <Trans>Finish the survey</Trans> : <Trans>Next</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}

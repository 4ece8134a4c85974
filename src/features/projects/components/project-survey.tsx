import { Trans, useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, List, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PROJECT_STATUS } from '#contract/projects.ts';
import { CardsSkeleton, QueryState } from '#src/components/query-state.tsx';
import { useOnline } from '#src/lib/outbox/use-online.ts';
import { submitSurveyMutation } from '../api/project-mutations.ts';
import { surveyQuestionsQuery } from '../api/project-queries.ts';
import { useProjectView } from '../hooks/use-project-view.ts';
import { refusalMessage } from '../refusal-messages.ts';
import { InReviewModal } from './in-review-modal.tsx';

/** The survey tab: the questions while the project is open and unanswered, the answers once given. */
export function ProjectSurvey({ uuid }: { uuid: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const { project, queued } = useProjectView(uuid);
  const questions = useQuery(surveyQuestionsQuery());
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState(false);
  const [inReview, setInReview] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const submit = useMutation(submitSurveyMutation(queryClient, uuid));
  if (!project) return null;
  const list = questions.data?.data ?? [];

  if (project.survey.length > 0 || project.status.id !== PROJECT_STATUS.open) {
    const answerText = (q: number, a: number) => list.find((x) => x.id === q)?.answers.find((x) => x.id === a)?.text;
    return (
      <Stack gap="md">
        <Title order={2}>
          <Trans>Survey answers</Trans>
        </Title>
        {project.survey.length === 0 ? (
          <Text>
            <Trans>No survey was given for this project.</Trans>
          </Text>
        ) : (
          <QueryState query={questions} inline skeleton={<CardsSkeleton count={2} height={48} />}>
            {() => (
              <List spacing="sm">
                {project.survey.map((a) => (
                  <List.Item key={a.uuid}>
                    <Text fw={600}>{list.find((q) => q.id === a.question_id)?.question}</Text>
                    <Text>{answerText(a.question_id, a.answer_id)}</Text>
                  </List.Item>
                ))}
              </List>
            )}
          </QueryState>
        )}
        <InReviewModal opened={inReview} onClose={() => setInReview(false)} />
      </Stack>
    );
  }

  if (queued || project.products_count === 0)
    return (
      <Text role="status">
        <Trans>Add at least one product to the project before finishing it.</Trans>
      </Text>
    );

  function send(event: FormEvent) {
    event.preventDefault();
    if (list.some((q) => answers[q.id] === undefined)) return setMissing(true);
    setMissing(false);
    const chosen = list.map((q) => ({ question_id: q.id, answer_id: answers[q.id] as number }));
    submit.mutate(
      { answers: chosen, key },
      { onSuccess: (next) => setInReview(next.status.id === PROJECT_STATUS.review) },
    );
  }

  return (
    <QueryState query={questions} inline skeleton={<CardsSkeleton count={2} height={96} />}>
      {() => (
        <form noValidate onSubmit={send}>
          <Stack gap="lg">
            {list.map((q) => (
              <Radio.Group
                key={q.id}
                label={q.question}
                withAsterisk
                value={answers[q.id] === undefined ? null : String(answers[q.id])}
                onChange={(value) => setAnswers((prev) => ({ ...prev, [q.id]: Number(value) }))}
                error={missing && answers[q.id] === undefined ? t`Choose an answer.` : undefined}
              >
                <Stack gap="xs" mt="xs">
                  {q.answers.map((a) => (
                    <Radio key={a.id} value={String(a.id)} label={a.text} size="md" />
                  ))}
                </Stack>
              </Radio.Group>
            ))}
            {!online && (
              <Text role="status">
                <Trans>Finishing a project needs a connection. Your answers stay here until the signal is back.</Trans>
              </Text>
            )}
            {submit.isError && (
              <Text role="alert" c="red">
                {i18n._(refusalMessage(submit.error))}
              </Text>
            )}
            <Button type="submit" size="lg" loading={submit.isPending} disabled={!online || list.length === 0}>
              <Trans>Send survey and finish</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </QueryState>
  );
}

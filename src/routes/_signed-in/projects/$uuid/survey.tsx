import { createFileRoute } from '@tanstack/react-router';
import { surveyQuestionsQuery } from '#src/features/projects/api/project-queries.ts';
import { ProjectSurvey } from '#src/features/projects/components/project-survey.tsx';
import { prefetchReachable } from '#src/lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/projects/$uuid/survey')({
  loader: ({ context: { queryClient } }) => prefetchReachable(queryClient, surveyQuestionsQuery()),
  component: ProjectSurveyPage,
});

function ProjectSurveyPage() {
  const { uuid } = Route.useParams();
  return <ProjectSurvey uuid={uuid} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { surveyQuestionsQuery } from '../../../../features/projects/api/project-queries.ts';
import { ProjectSurvey } from '../../../../features/projects/components/project-survey.tsx';
import { prefetchReachable } from '../../../../lib/query/ensure-reachable.ts';

export const Route = createFileRoute('/_signed-in/projects/$uuid/survey')({
  loader: ({ context: { queryClient } }) => prefetchReachable(queryClient, surveyQuestionsQuery()),
  component: ProjectSurveyPage,
});

function ProjectSurveyPage() {
  const { uuid } = Route.useParams();
  return <ProjectSurvey uuid={uuid} />;
}

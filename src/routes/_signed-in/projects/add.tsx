import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { StreetAutocomplete } from '#src/components/street-autocomplete.tsx';
import { AddProjectScreen } from '#src/features/projects/components/add-project-screen.tsx';
import { offerPushAfterProject } from '#src/features/push/lib/push-offer.ts';
import { currentUserQuery } from '#src/session/current-user-query.ts';

export const Route = createFileRoute('/_signed-in/projects/add')({
  component: AddProjectPage,
});

function AddProjectPage() {
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const navigate = Route.useNavigate();
  return (
    <AddProjectScreen
      renderStreet={(props) => (
        <StreetAutocomplete {...props} required regionId={user.region.id} language={user.language.code} />
      )}
      onCreated={(uuid) => {
        // The moment notifications make sense: the club will review this project (decision 0293).
        void offerPushAfterProject();
        void navigate({ to: '/projects/$uuid', params: { uuid } });
      }}
    />
  );
}

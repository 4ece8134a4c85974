import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { StreetAutocomplete } from '#src/components/street-autocomplete.tsx';
import { AddProjectScreen } from '#src/features/projects/components/add-project-screen.tsx';
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
      onCreated={(uuid) => void navigate({ to: '/projects/$uuid', params: { uuid } })}
    />
  );
}

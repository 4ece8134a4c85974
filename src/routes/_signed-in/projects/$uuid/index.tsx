import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as v from 'valibot';
import { ProjectProducts } from '#src/features/projects/components/project-products.tsx';
import { ManualEntry } from '#src/features/scanner/components/manual-entry.tsx';

// The scanner (and html5-qrcode behind it) loads only here, once the person opens it on an open project.
const ProductScanner = lazy(() =>
  import('#src/features/scanner/components/product-scanner.tsx').then((m) => ({ default: m.ProductScanner })),
);

const Search = v.object({
  /** Opened by the "Scan" shortcut: the camera starts at once. */
  scan: v.fallback(v.optional(v.literal(1)), undefined),
});

export const Route = createFileRoute('/_signed-in/projects/$uuid/')({
  validateSearch: (search) => v.parse(Search, search),
  component: ProjectProductsPage,
});

function ProjectProductsPage() {
  const { uuid } = Route.useParams();
  const { scan } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectProducts
      uuid={uuid}
      scanOnStart={scan === 1}
      renderScanner={(slot) => (
        <Suspense fallback={null}>
          <ProductScanner {...slot} />
        </Suspense>
      )}
      renderTyping={(onSerial) => <ManualEntry onSerial={onSerial} />}
      onFinish={() => void navigate({ to: '/projects/$uuid/survey', params: { uuid } })}
    />
  );
}

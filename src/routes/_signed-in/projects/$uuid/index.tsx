import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ProjectProducts } from '../../../../features/projects/components/project-products.tsx';

// The scanner (and html5-qrcode behind it) loads only here, once an open project shows its products.
const ProductScanner = lazy(() =>
  import('../../../../features/scanner/components/product-scanner.tsx').then((m) => ({ default: m.ProductScanner })),
);

export const Route = createFileRoute('/_signed-in/projects/$uuid/')({
  component: ProjectProductsPage,
});

function ProjectProductsPage() {
  const { uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ProjectProducts
      uuid={uuid}
      renderScanner={(onRead) => (
        <Suspense fallback={null}>
          <ProductScanner onRead={onRead} />
        </Suspense>
      )}
      onFinish={() => void navigate({ to: '/projects/$uuid/survey', params: { uuid } })}
    />
  );
}

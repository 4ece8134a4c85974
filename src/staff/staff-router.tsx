import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { SignedInFrame } from './frame/signed-in-frame.tsx';
import { AuditScreen } from './screens/audit-screen.tsx';
import { CardsScreen } from './screens/cards-screen.tsx';
import { CatalogueCategoriesScreen } from './screens/catalogue-categories-screen.tsx';
import { CatalogueCsvScreen } from './screens/catalogue-csv-screen.tsx';
import { CatalogueEditorScreen } from './screens/catalogue-editor-screen.tsx';
import { CatalogueListScreen } from './screens/catalogue-list-screen.tsx';
import { CompaniesScreen } from './screens/companies-screen.tsx';
import { CompanyScreen } from './screens/company-screen.tsx';
import { ContentEditScreen, ContentNewScreen } from './screens/content-editor-screen.tsx';
import { ContentListScreen } from './screens/content-list-screen.tsx';
import { ContentResourcesScreen } from './screens/content-resources-screen.tsx';
import { ContentSlidesScreen } from './screens/content-slides-screen.tsx';
import { DashboardScreen } from './screens/dashboard-screen.tsx';
import { MembersScreen } from './screens/members-screen.tsx';
import { NotFoundScreen } from './screens/not-found-screen.tsx';
import { OrderDetailScreen } from './screens/order-detail-screen.tsx';
import { OrdersScreen } from './screens/orders-screen.tsx';
import { ProjectReviewScreen } from './screens/project-review-screen.tsx';
import { ReviewsScreen } from './screens/reviews-screen.tsx';
import { SettingsScreen } from './screens/settings-screen.tsx';
import { SignInScreen } from './screens/sign-in-screen.tsx';
import { SupportInboxScreen, TicketScreen } from './screens/support-screens.tsx';
import { readStaffSession } from './session/staff-session.ts';

const root = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});

const signIn = createRoute({
  getParentRoute: () => root,
  path: '/login',
  component: SignInScreen,
});

// Every other address needs a session; without one, the sign-in page (and back here after it).
const signedIn = createRoute({
  getParentRoute: () => root,
  id: 'signed-in',
  beforeLoad: ({ location }) => {
    if (!readStaffSession())
      throw redirect({ to: '/login', search: { next: location.pathname.replace(/^\/staff/, '') || '/' } } as never);
  },
  component: SignedInFrame,
});

const routeTree = root.addChildren([
  signIn,
  signedIn.addChildren([
    createRoute({ getParentRoute: () => signedIn, path: '/', component: DashboardScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/orders', component: OrdersScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/orders/$uuid', component: OrderDetailScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/reviews', component: ReviewsScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/reviews/$uuid', component: ProjectReviewScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/cards', component: CardsScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/support', component: SupportInboxScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/support/$uuid', component: TicketScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/companies', component: CompaniesScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/companies/$uuid', component: CompanyScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/members', component: MembersScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/audit', component: AuditScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/catalogue', component: CatalogueListScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/catalogue/new', component: CatalogueEditorScreen }),
    createRoute({
      getParentRoute: () => signedIn,
      path: '/catalogue/categories',
      component: CatalogueCategoriesScreen,
    }),
    createRoute({ getParentRoute: () => signedIn, path: '/catalogue/csv', component: CatalogueCsvScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/catalogue/$uuid', component: CatalogueEditorScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/settings', component: SettingsScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/settings/$region', component: SettingsScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/content', component: ContentListScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/content/new', component: ContentNewScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/content/$uuid', component: ContentEditScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/hero-slides', component: ContentSlidesScreen }),
    createRoute({ getParentRoute: () => signedIn, path: '/resources', component: ContentResourcesScreen }),
  ]),
]);

/** The console's own router (decision 0277): code-based, below /staff, apart from the installer's file routes. */
export function createStaffRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, basepath: '/staff', context: { queryClient }, defaultPreload: false });
}

export type StaffRouter = ReturnType<typeof createStaffRouter>;

import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullPageSkeleton } from '../components/FullPageSkeleton';
import { AuthPage } from '../features/accounts/pages/AuthPage';
import i18next from 'i18next';
import { DEFAULT_ACTIVE_CONTENT, storage } from '../lib/storage';
import { homePath, RequireAuth, RequireHome } from './guards';
import { AppErrorBoundary } from './RouteError';

// Each role's shell is its own chunk, so the sign-in screen loads none of them.
const StudentShell = lazy(() => import('./shells/student'));
const TeacherShell = lazy(() => import('./shells/teacher'));
const SchoolShell = lazy(() => import('./shells/school'));
const ParentShell = lazy(() => import('./shells/parent'));
const AdminShell = lazy(() => import('./shells/admin'));
// The lesson viewer is a full page of its own (spec 2 §2.1); it checks for a stored token itself.
const LessonViewerPage = lazy(() => import('../features/lessons/pages/LessonViewerPage'));
// The page a password reset email links to (ADR 0027).
const ResetPasswordPage = lazy(() => import('../features/accounts/pages/ResetPasswordPage'));
// The query cache and toasts of signed-in screens (not needed to sign in). A student's dashboard or a lesson would
// otherwise download in three waves (these providers, then the shell or page, then its texts): all start together
// here, so a slow network pays one round trip for them and a slow phone starts on the page's code sooner (issue 29).
const SessionProviders = lazy(() => {
  const home = storage.isAuthenticated() && homePath() === '/dashboard' && storage.activeContent() === DEFAULT_ACTIVE_CONTENT;
  if (home && /^\/dashboard\/?$/.test(window.location.pathname)) {
    void import('./shells/student');
    void import('../features/student-dashboard/pages/StudentDashboardPage');
    void i18next.loadNamespaces(['studentDashboard', 'components', 'notifications']);
  } else {
    const lesson = /^\/learning\/([^/]+)\/([^/]+)\/?$/.exec(window.location.pathname);
    if (lesson) {
      void import('../features/lessons/pages/LessonViewerPage');
      void i18next.loadNamespaces(['lessons', 'components']);
      void import('../api/lessons').then((m) => m.prefetchLessonAddress(lesson[1], lesson[2]));
    }
  }
  return import('./SessionProviders');
});

/**
 * What every signed-in screen starts with, whatever the role: asked for while a person signs in (when the sign-in page
 * is idle, and at the latest when Sign In is pressed), so that once the server answers only the role's own screen is
 * left to download. On a slow network that is several round trips fewer after the tap (issue 29).
 */
function preloadSignedIn(): void {
  void import('./SessionProviders');
  void import('./shells/RolePortal');
  void i18next.loadNamespaces(['components', 'notifications']);
}

/** /dashboard: the student portal, or a redirect to the stored role's own dashboard. */
function DashboardRoute() {
  const home = homePath();
  if (home !== '/dashboard') return <Navigate to={home} replace />;
  return <StudentShell />;
}

function roleDashboard(path: string, Shell: ComponentType): RouteObject {
  return {
    path: `${path}/:section?`,
    element: (
      <RequireAuth>
        <RequireHome path={path}>
          <Shell />
        </RequireHome>
      </RequireAuth>
    ),
  };
}

function RootLayout() {
  return (
    <AppErrorBoundary resetKey={useLocation().pathname}>
      <Suspense fallback={<FullPageSkeleton />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <AuthPage preloadSignedIn={preloadSignedIn} /> },
      { path: 'login', element: <AuthPage preloadSignedIn={preloadSignedIn} /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        // Signed-in screens share the query cache and toasts, loaded with the first of them.
        element: <SessionProviders />,
        children: [
          {
            // Each section of a dashboard has its own address under the role's route (RolePortal).
            path: 'dashboard/:section?',
            element: (
              <RequireAuth>
                <DashboardRoute />
              </RequireAuth>
            ),
          },
          roleDashboard('/school_dashboard', SchoolShell),
          roleDashboard('/teacher_dashboard', TeacherShell),
          roleDashboard('/parent_dashboard', ParentShell),
          roleDashboard('/admin-dashboard', AdminShell),
          { path: 'learning/:standard/:subject', element: <LessonViewerPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The app's routes, in React Router's declarative mode (a BrowserRouter in main.tsx): the data router's loaders
 * and actions are not used, and leaving them out keeps the sign-in page's first download small (ADR 0006).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

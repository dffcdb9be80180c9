import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullPageSkeleton } from '../components/FullPageSkeleton';
import { AuthPage } from '../features/accounts/pages/AuthPage';
import { homePath, RequireAuth, RequireHome } from './guards';
import { RouteError } from './RouteError';

// Each role's shell is its own chunk, so the sign-in screen loads none of them.
const StudentShell = lazy(() => import('./shells/student'));
const TeacherShell = lazy(() => import('./shells/teacher'));
const SchoolShell = lazy(() => import('./shells/school'));
const ParentShell = lazy(() => import('./shells/parent'));
const AdminShell = lazy(() => import('./shells/admin'));
// The lesson viewer is a full page of its own (spec 2 §2.1); it checks for a stored token itself.
const LessonViewerPage = lazy(() => import('../features/lessons/pages/LessonViewerPage'));

/** /dashboard: the student portal, or a redirect to the stored role's own dashboard. */
function DashboardRoute() {
  const home = homePath();
  if (home !== '/dashboard') return <Navigate to={home} replace />;
  return <StudentShell />;
}

function roleDashboard(path: string, Shell: ComponentType): RouteObject {
  return {
    path,
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
    <Suspense fallback={<FullPageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <AuthPage /> },
      { path: 'login', element: <AuthPage /> },
      {
        path: 'dashboard',
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
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

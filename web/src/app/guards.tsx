import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dashboardUrlFor, isRole } from '@prayog/contract';
import { storage } from '../lib/storage';

/** Where the stored role belongs (spec 1 §2); an unknown role gets the default screen, /dashboard. */
export function homePath(): string {
  const role = storage.role();
  if (storage.isSuperUser()) return '/admin-dashboard';
  return isRole(role) ? dashboardUrlFor(role, false) : '/dashboard';
}

/** Protected screens need the authenticated flag in storage; without it, go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!storage.isAuthenticated()) return <Navigate to="/login" replace />;
  return children;
}

/**
 * Another role's dashboard sends the user back to /dashboard, which redirects to their own.
 * This only steers the UI; the server enforces who may read what.
 */
export function RequireHome({ path, children }: { path: string; children: ReactNode }) {
  if (homePath() !== path) return <Navigate to="/dashboard" replace />;
  return children;
}

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ZSearchText } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { guarded } from './guarded.ts';
import { guestLayout } from './layouts.ts';

export const loginRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: 'login',
  staticData: { title: 'login' },
  validateSearch: s.object({ redirect: ZSearchText, loginToken: ZSearchText }),
  beforeLoad: guarded('anonymous'),
  component: lazyRouteComponent(() => import('@/features/auth/login-page.tsx'), 'LoginPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: 'forgotPassword',
  staticData: { title: 'forgotPassword' },
  beforeLoad: guarded('anonymous'),
  component: lazyRouteComponent(
    () => import('@/features/auth/forgot-password-page.tsx'),
    'ForgotPasswordPage',
  ),
});

export const forgotPasswordSuccessRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: 'forgotPasswordSuccess',
  staticData: { title: 'forgotPasswordSuccess' },
  component: lazyRouteComponent(
    () => import('@/features/auth/auth-outcome-pages.tsx'),
    'ForgotPasswordSuccessPage',
  ),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: 'resetPassword',
  staticData: { title: 'resetPassword' },
  validateSearch: s.object({ token: ZSearchText }),
  component: lazyRouteComponent(() => import('@/features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
});

export const resetPasswordSuccessRoute = createRoute({
  getParentRoute: () => guestLayout,
  path: 'resetPasswordSuccess',
  staticData: { title: 'resetPasswordSuccess' },
  component: lazyRouteComponent(
    () => import('@/features/auth/auth-outcome-pages.tsx'),
    'ResetPasswordSuccessPage',
  ),
});

export const authRoutes = [
  loginRoute,
  forgotPasswordRoute,
  forgotPasswordSuccessRoute,
  resetPasswordRoute,
  resetPasswordSuccessRoute,
] as const;

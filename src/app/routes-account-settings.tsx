import { Navigate, type RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { lazyScreen } from './routing/chunk-load.ts';
import { routeHandle } from './routing/route-handle.ts';
import { namedRoutes } from './named-routes.ts';

const load = () => import('../features/account-settings/AccountSettingsSections.tsx');

/** /account-settings and its sections; the bare path opens Personal Details. */
export const accountSettingsRoutes: RouteObject = {
  path: 'account-settings',
  lazy: lazyScreen(
    () => import('../features/account-settings/AccountSettingsLayout.tsx'),
    (m) => m.AccountSettingsLayout,
  ),
  ...routeHandle('AccountSettings', msg`Account Settings`),
  children: [
    { index: true, element: <Navigate replace to={`${namedRoutes.AccountSettings()}/personal-details`} /> },
    {
      path: 'personal-details',
      lazy: lazyScreen(load, (m) => m.PersonalDetailsSection),
      ...routeHandle('personalDetails', msg`Personal Details`),
    },
    {
      path: 'two-factor-authentication',
      lazy: lazyScreen(load, (m) => m.TwoFactorAuthenticationSection),
      ...routeHandle('twoFactorAuthentication', msg`Authentication Settings`),
    },
    {
      path: 'change-password',
      lazy: lazyScreen(load, (m) => m.ChangePasswordSection),
      ...routeHandle('accountChangePassword', msg`Change Password`),
    },
    {
      path: 'email-preferences',
      lazy: lazyScreen(load, (m) => m.EmailPreferencesSection),
      ...routeHandle('emailPreferences', msg`Email Preferences`),
    },
    {
      path: 'subscriptions',
      lazy: lazyScreen(load, (m) => m.ManageSubscriptionsSection),
      ...routeHandle('manageSubscriptions', msg`Manage Premium Subscription`),
    },
  ],
};

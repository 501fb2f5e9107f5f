import { Navigate, type RouteObject } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { lazyScreen } from './routing/chunk-load.ts';
import { routeHandle } from './routing/route-handle.ts';
import { namedRoutes } from './named-routes.ts';

// Each section is its own chunk: a player opening one does not load the others' forms.
const sections = {
  personalDetails: lazyScreen(
    () => import('#src/features/account-settings/personal-details/PersonalDetailsSection.tsx'),
    (m) => m.PersonalDetailsSection,
  ),
  twoFactor: lazyScreen(
    () => import('#src/features/account-settings/two-factor/TwoFactorSection.tsx'),
    (m) => m.TwoFactorAuthenticationSection,
  ),
  changePassword: lazyScreen(
    () => import('#src/features/account-settings/change-password/ChangePasswordSection.tsx'),
    (m) => m.ChangePasswordSection,
  ),
  emailPreferences: lazyScreen(
    () => import('#src/features/account-settings/email-preferences/EmailPreferencesSection.tsx'),
    (m) => m.EmailPreferencesSection,
  ),
  subscriptions: lazyScreen(
    () => import('#src/features/account-settings/AccountSettingsSections.tsx'),
    (m) => m.ManageSubscriptionsSection,
  ),
};

/** /account-settings and its sections; the bare path opens Personal Details. */
export const accountSettingsRoutes: RouteObject = {
  path: 'account-settings',
  Component: lazyScreen(
    () => import('#src/features/account-settings/AccountSettingsLayout.tsx'),
    (m) => m.AccountSettingsLayout,
  ),
  ...routeHandle('AccountSettings', msg`Account Settings`),
  children: [
    { index: true, element: <Navigate replace to={`${namedRoutes.AccountSettings()}/personal-details`} /> },
    {
      path: 'personal-details',
      Component: sections.personalDetails,
      ...routeHandle('personalDetails', msg`Personal Details`),
    },
    {
      path: 'two-factor-authentication',
      Component: sections.twoFactor,
      ...routeHandle('twoFactorAuthentication', msg`Authentication Settings`),
    },
    {
      path: 'change-password',
      Component: sections.changePassword,
      ...routeHandle('accountChangePassword', msg`Change Password`),
    },
    {
      path: 'email-preferences',
      Component: sections.emailPreferences,
      ...routeHandle('emailPreferences', msg`Email Preferences`),
    },
    {
      path: 'subscriptions',
      Component: sections.subscriptions,
      ...routeHandle('manageSubscriptions', msg`Manage Premium Subscription`),
    },
  ],
};

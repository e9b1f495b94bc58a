import type { RouteObject } from 'react-router-dom';
import { preload } from 'swr';
import { customQuestionsKey } from '../api/get-custom-questions';
import { keywordsKey } from '../api/get-keywords';
import { loginEmailKey } from '../api/get-login-email';
import { getJson } from '../api/http';
import { clientRoutes } from '../../engine/routes';
import { NotFound } from '../pages/NotFound';
import { AppLayout } from './AppLayout';

/** The legal pages share one chunk. */
const legal = (name: keyof typeof import('../pages/legal/LegalPages')) => async () => ({
  Component: (await import('../pages/legal/LegalPages'))[name],
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Every page is its own chunk: a route's first load is the shell plus that page.
      { path: clientRoutes.home, lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
      {
        path: clientRoutes.signup,
        lazy: async () => ({ Component: (await import('../pages/signup/SignupPage')).SignupPage }),
        // The page's data is asked for while its code downloads, not after.
        loader: ({ params }) => {
          for (const key of [loginEmailKey(params.token ?? ''), customQuestionsKey, keywordsKey]) void preload(key, getJson);
          return null;
        },
      },
      { path: clientRoutes.preRegister, lazy: async () => ({ Component: (await import('../pages/account/PreRegisterPage')).PreRegisterPage }) },
      { path: clientRoutes.forgotPassword, lazy: async () => ({ Component: (await import('../pages/account/ForgotPasswordPage')).ForgotPasswordPage }) },
      { path: clientRoutes.passwordResetEdit, lazy: async () => ({ Component: (await import('../pages/account/PasswordResetPages')).PasswordResetEditPage }) },
      { path: clientRoutes.passwordResetExpired, lazy: async () => ({ Component: (await import('../pages/account/PasswordResetPages')).PasswordResetExpiredPage }) },
      { path: clientRoutes.qualification, lazy: async () => ({ Component: (await import('../pages/qualification/QualificationPage')).QualificationPage }) },
      { path: clientRoutes.mngUsers, lazy: async () => ({ Component: (await import('../pages/mng/UnapprovedUsersPage')).UnapprovedUsersPage }) },
      { path: clientRoutes.termsJa, lazy: legal('TermsJaPage') },
      { path: clientRoutes.termsEn, lazy: legal('TermsEnPage') },
      { path: clientRoutes.privacyJa, lazy: legal('PrivacyJaPage') },
      { path: clientRoutes.privacyEn, lazy: legal('PrivacyEnPage') },
      { path: clientRoutes.globalPrivacyJa, lazy: legal('GlobalPrivacyJaPage') },
      { path: clientRoutes.globalPrivacyEn, lazy: legal('GlobalPrivacyEnPage') },
      { path: clientRoutes.kinkosPrivacy, lazy: legal('KinkosPrivacyPage') },
      {
        path: clientRoutes.organizerInvitation,
        lazy: async () => {
          const { InvitationPage } = await import('../pages/commission/InvitationPage');
          return { Component: () => <InvitationPage role="organizer" /> };
        },
      },
      {
        path: clientRoutes.presenterInvitation,
        lazy: async () => {
          const { InvitationPage } = await import('../pages/commission/InvitationPage');
          return { Component: () => <InvitationPage role="presenter" /> };
        },
      },
      { path: clientRoutes.committerSignup, lazy: async () => ({ Component: (await import('../pages/committer/CommitterSignupPage')).CommitterSignupPage }) },
      {
        path: clientRoutes.relatedCompanies,
        lazy: async () => {
          const { CompaniesPage } = await import('../pages/companies/CompaniesPage');
          return { Component: () => <CompaniesPage kind="related" /> };
        },
      },
      {
        path: clientRoutes.supportingCompanies,
        lazy: async () => {
          const { CompaniesPage } = await import('../pages/companies/CompaniesPage');
          return { Component: () => <CompaniesPage kind="supporting" /> };
        },
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];

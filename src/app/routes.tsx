import type { RouteObject } from 'react-router-dom';
import { clientRoutes } from '../../engine/routes';
import { HomePage } from '../pages/home/HomePage';
import { NotFound } from '../pages/NotFound';
import { SignupPage } from '../pages/signup/SignupPage';
import { AppLayout } from './AppLayout';

/** Pages most visitors never open load on demand, keeping the first load small. */
const legal = (name: keyof typeof import('../pages/legal/LegalPages')) => async () => ({
  Component: (await import('../pages/legal/LegalPages'))[name],
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: clientRoutes.home, element: <HomePage /> },
      { path: clientRoutes.signup, element: <SignupPage /> },
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

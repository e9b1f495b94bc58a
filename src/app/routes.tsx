import type { RouteObject } from 'react-router-dom';
import { clientRoutes } from '../../engine/routes';
import { HomePage } from '../pages/home/HomePage';
import { NotFound } from '../pages/NotFound';
import { SignupPage } from '../pages/signup/SignupPage';
import { AppLayout } from './AppLayout';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: clientRoutes.home, element: <HomePage /> },
      { path: clientRoutes.signup, element: <SignupPage /> },
    ],
  },
  { path: '*', element: <NotFound /> },
];

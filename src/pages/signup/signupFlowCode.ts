import { lazyModule } from '../../kit/lazyModule';

/** The sign-up form and its steps (the form runtime with them), loaded apart from the page around them. */
export const signupFlowCode = lazyModule(() => import('./SignupFlow'));

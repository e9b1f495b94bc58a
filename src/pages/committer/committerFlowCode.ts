import { lazyModule } from '../../kit/lazyModule';

/** The commission registration form (the form runtime with it), loaded apart from the page around it. */
export const committerFlowCode = lazyModule(() => import('./CommitterSignupFlow'));

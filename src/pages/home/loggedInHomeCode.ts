import { lazyModule } from '../../kit/lazyModule';

/**
 * The signed-in user's home (the dashboard menu, with the operation area's strings), loaded only
 * when the visitor is signed in: a first visit to the landing page does not download it.
 */
export const loggedInHomeCode = lazyModule(() => import('./LoggedInHome'));

import { lazyModule } from '../../kit/lazyModule';

/** The answer's controls (and the sign-in form inside them), loaded apart from the request they answer. */
export const answerCardCode = lazyModule(() => import('./AnswerCard'));

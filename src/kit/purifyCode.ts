import { lazyModule } from './lazyModule';

/** DOMPurify, which sanitizes staff rich text before it shows: loaded with the pages that show such text. */
export const purifyCode = lazyModule(() => import('dompurify'));

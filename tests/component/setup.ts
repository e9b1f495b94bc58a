import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

/**
 * Every rendered tree is unmounted after its test (Testing Library cleans up by itself only with
 * Vitest globals): a long form still rendering its later fields would otherwise run after jsdom
 * is torn down and fail the run with "window is not defined".
 */
afterEach(() => cleanup());

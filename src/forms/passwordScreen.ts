import { passwordScreen, type PasswordScreen } from '../../engine/commonPasswords';

let loading: Promise<PasswordScreen> | undefined;

/** The common-password screen, loaded once and on demand (its list is a chunk of its own); a failed load is tried again next time. */
export function loadPasswordScreen(): Promise<PasswordScreen> {
  loading ??= import('virtual:common-passwords').then(
    ({ default: list }) => passwordScreen(list),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

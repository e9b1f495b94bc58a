export { NOTING_KEY_PATTERN, NOTING_MAX_LENGTH } from '../../schemas/notings';

/**
 * The places that show a noting (docs/requirements/public-area.md §3 "Noting"): one key per form. Staff write
 * notings for these keys in fixtures/notings; managers edit them on the page.
 */
export const notingKeys = {
  signupForm: 'signup.form',
  committerSignupForm: 'committer_signup.form',
  organizerAnswer: 'organizer_commission.answer',
  presenterAnswer: 'presenter_commission.answer',
} as const;

export type NotingKey = (typeof notingKeys)[keyof typeof notingKeys];

export const knownNotingKeys: readonly string[] = Object.values(notingKeys);

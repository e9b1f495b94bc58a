import { describe, expect, it } from 'vitest';
import { firstCallsOf } from '../../engine/routes';

const viewer = '/web_api/user_common_resources/optional_me';

/** The calls the server answers into a page, by path (engine/routes.ts). */
describe('firstCallsOf', () => {
  it.each([
    ['/', [viewer]],
    ['/term', [viewer]],
    ['/signup/abc', [viewer, '/web_api/login_emails/abc', '/web_api/custom_user_questions/latest', '/web_api/keywords', '/web_api/notings']],
    // A parameter is decoded, then encoded as the client's key encodes it.
    ['/signup/a%20b', [viewer, '/web_api/login_emails/a%20b', '/web_api/custom_user_questions/latest', '/web_api/keywords', '/web_api/notings']],
    ['/signup/a%2Fb/', [viewer, '/web_api/login_emails/a%2Fb', '/web_api/custom_user_questions/latest', '/web_api/keywords', '/web_api/notings']],
    [
      '/organizer_commissions/chair-1/invitation',
      [viewer, '/web_api/organizer_commissions/chair-1', '/web_api/program_composition_preferences', '/web_api/notings'],
    ],
    [
      '/presenter_commissions/pres-1/invitation',
      [viewer, '/web_api/presenter_commissions/pres-1', '/web_api/program_composition_preferences', '/web_api/notings'],
    ],
    ['/committer_signup/t1', [viewer, '/web_api/commission_login_emails/t1', '/web_api/notings']],
    // A malformed escape is kept as written, still one path segment.
    ['/signup/%E0%A4%A', [viewer, '/web_api/login_emails/%25E0%25A4%25A', '/web_api/custom_user_questions/latest', '/web_api/keywords', '/web_api/notings']],
    ['/no/such/page', []],
    ['/signup', []],
  ])('%s', (pathname, calls) => {
    expect(firstCallsOf(pathname)).toEqual(calls);
  });
});

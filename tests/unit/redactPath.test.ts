import { describe, expect, it } from 'vitest';
import { redactPath } from '../../engine/routes';

describe('paths as analytics sees them', () => {
  it.each([
    ['/signup/Xk3_secret-token', '/signup/:token'],
    ['/signup/Xk3_secret-token/', '/signup/:token/'],
    ['/password_resets/abc123/edit', '/password_resets/:token/edit'],
    ['/password_resets/abc123', '/password_resets/:token'],
    ['/organizer_commissions/chair-101-invite/invitation', '/organizer_commissions/:code/invitation'],
    ['/presenter_commissions/pres-101-invite/invitation', '/presenter_commissions/:code/invitation'],
    ['/committer_signup/tok', '/committer_signup/:token'],
    ['/', '/'],
    ['/forgot_password', '/forgot_password'],
    ['/mng/users', '/mng/users'],
    ['/privacy_policy/en', '/privacy_policy/en'],
    ['/no/such/page', '/no/such/page'],
  ])('%s is sent as %s', (path, sent) => {
    expect(redactPath(path)).toBe(sent);
  });
});

import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../src/shell/AppProviders';
import { createI18n } from '../../src/kit/i18n';
import { SignupSteps, type SignupStep } from '../../src/pages/signup/SignupSteps';

const CHECK = 'M12 0a12';

/** Each step as a person reads it: its name, whether it is the current one, whether it shows done. */
function stepsShown() {
  const list = screen.getByRole('list', { name: 'User registration' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      name: item.textContent,
      current: item.getAttribute('aria-current') === 'step',
      done: item.querySelector('svg path')?.getAttribute('d')?.startsWith(CHECK) ?? false,
      number: item.querySelector('svg text')?.textContent ?? null,
    }));
}

describe('the sign-up steps (SignupSteps)', () => {
  it.each<[SignupStep, boolean[], boolean[]]>([
    ['form', [true, false, false], [false, false, false]],
    ['confirmation', [false, true, false], [true, false, false]],
    ['done', [false, false, true], [true, true, true]],
  ])('on %s: marks the current step and ticks the ones behind it', (step, current, done) => {
    render(
      <AppProviders i18n={createI18n('en')}>
        <SignupSteps step={step} />
      </AppProviders>,
    );
    const shown = stepsShown();
    expect(shown.map((entry) => entry.name?.replace(/^\d/, ''))).toEqual(['Entry', 'Confirmation', 'Done']);
    expect(shown.map((entry) => entry.current)).toEqual(current);
    expect(shown.map((entry) => entry.done)).toEqual(done);
    // A step not yet done shows its number.
    expect(shown.filter((entry) => !entry.done).map((entry) => entry.number)).toEqual(
      shown.map((entry, index) => (entry.done ? null : String(index + 1))).filter(Boolean),
    );
  });

  it('follows a language switch at once', async () => {
    const i18n = createI18n('en');
    render(
      <AppProviders i18n={i18n}>
        <SignupSteps step="form" />
      </AppProviders>,
    );
    await act(() => i18n.changeLanguage('ja'));
    expect(screen.getByRole('list', { name: 'ユーザー登録' })).toBeTruthy();
  });
});

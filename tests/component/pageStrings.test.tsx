import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/kit/i18n';
import { usePageStrings, type PageStrings } from '../../src/kit/pageStrings';

const strings: PageStrings = { ja: { chip: { label: '受付済み' } }, en: { chip: { label: 'Received' } } };

function Chip() {
  const { t } = usePageStrings(strings);
  return <span>{t('chip.label')}</span>;
}

describe('a page catalogue (src/kit/pageStrings.ts)', () => {
  it('is added to the i18n store once, however many components mount with it', () => {
    const i18n = createI18n('en');
    let additions = 0;
    i18n.store.on('added', () => (additions += 1));
    const chips = Array.from({ length: 50 }, (_, index) => <Chip key={index} />);
    const { rerender, unmount } = render(<I18nextProvider i18n={i18n}>{chips}</I18nextProvider>);
    expect(screen.getAllByText('Received')).toHaveLength(50);
    // The list shown again (a search's answer): new components, the same catalogue.
    rerender(
      <I18nextProvider i18n={i18n}>
        {chips.map((chip, index) => (
          <Chip key={`again-${index}`} />
        ))}
      </I18nextProvider>,
    );
    unmount();
    // One bundle per language.
    expect(additions).toBe(2);
  });
});

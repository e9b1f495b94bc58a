import { useEffect, useMemo } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../src/shell/AppProviders';
import { createI18n, type UiLanguage } from '../src/kit/i18n';

/** Every story in the app's theme, router and language; the toolbar switches ja/en at once. */
const withApp: Decorator = (Story, context) => {
  const language = (context.globals.locale ?? 'ja') as UiLanguage;
  const i18n = useMemo(() => createI18n(language), []);
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [i18n, language]);
  return (
    <AppProviders i18n={i18n}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ja', title: '日本語' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ja' },
  parameters: { layout: 'padded' },
};

export default preview;

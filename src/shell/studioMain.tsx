import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { createI18n } from '../kit/i18n';
import { StudioPage } from '../studio/StudioPage';

const conference = new URLSearchParams(window.location.search).get('conference') ?? 'demo';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={createI18n()}>
      <StudioPage initialConference={conference} />
    </AppProviders>
  </StrictMode>,
);

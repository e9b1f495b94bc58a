import { createRoot } from 'react-dom/client';

/** The floor: one plain input and nothing else. */
createRoot(document.getElementById('root')!).render(<input id="root_nameSei" aria-label="floor" />);

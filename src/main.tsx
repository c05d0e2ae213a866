import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { App } from './app/App';

// The production Content-Security-Policy has no 'unsafe-eval': zod must not compile parsers
// with `new Function` (its probe alone is reported as a policy violation). Only zod's small core
// module (where this setting lives) is part of the entry; the rest loads with the first form.
config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { followOtherTabs } from './lib/session/session-store';
import './index.css';

captureInstallPrompt();
followOtherTabs();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error("L'élément #root est absent de index.html.");

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread of a slow phone (the splash screen covers it meanwhile).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes } from './app/app-routes-lazy';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { followOtherTabs } from './lib/session/session-store';
import './index.css';

captureInstallPrompt();
followOtherTabs();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error("L'élément #root est absent de index.html.");

// A deep link's code was preloaded by index.html: the first render waits for it (a moment at
// most) rather than painting a placeholder, suspending twice and painting again.
const PRELOAD_WAIT_MS = 400;
const pageCode =
  location.pathname === '/'
    ? Promise.resolve()
    : Promise.race([
        AppRoutes.preload()
          .then(() => import('./app/app-routes'))
          .then((routes) => routes.preloadPage(location.pathname)),
        new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
      ]).catch(() => undefined);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread of a slow phone (the splash screen covers it meanwhile).
void pageCode.then(() =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    );
  }),
);

// The app's code, started by boot.ts. A page the server rendered is taken over as it is
// (hydrateRoot) with the data it was drawn from; any other page is rendered here.
import './lib/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID } from '@scout/domain/web-page';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { loadRouteCode } from './app/route-code';
import { keepsGuestData, syncGuestDataCookie } from './lib/guest-data-cookie';
import { queryClient } from './lib/query-client';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const { pathname } = window.location;
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));
// The server draws a page only for a browser that keeps no guest answers (they change the
// deck and the scores); answers kept before it could know (an earlier version) mean its page
// cannot be taken over as it is: this browser draws the page afresh, and tells it next time.
const takeOver = serverState !== undefined && !keepsGuestData();
syncGuestDataCookie();

if (takeOver) {
  // The screen's code first, so React takes the HTML over in one pass (a failed download
  // shows the screen's error state once React has taken over). Each step is a task of its
  // own, so the browser can answer a tap between them.
  void loadRouteCode(pathname)
    .catch(() => undefined)
    .then(nextTask)
    .then(() => {
      // As a transition, React takes the page over in slices, answering input in between.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
    });
} else {
  preloadRoute(pathname);
  // As a transition, React renders the first screen in slices and lets the browser paint and
  // answer input in between, instead of one long task (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

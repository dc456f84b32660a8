import './lib/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/nunito';
import './index.css';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';

preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, React renders the first screen in slices and lets the browser paint and
// answer input in between, instead of one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

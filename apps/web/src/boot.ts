// The page's first script (decision 014). When the server has drawn the screen into the HTML,
// the app's code waits until that page has been shown, its photo included, and only then
// downloads and runs: on a phone's slow connection the photo and the text are not queued
// behind 200 KB of JavaScript, and no long task delays the first paint. A page the server did
// not draw (the service worker's cached shell) starts its code at once.
import '@fontsource-variable/nunito';
import './index.css';
import { SCREEN_CODE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '@scout/domain/web-page';

/** However slow a photo is, the app's code starts this long after the HTML at the latest. */
const MAX_WAIT_MS = 1500;

function pageShown(): Promise<void> {
  return new Promise((resolve) => {
    // A frame after the load event: the photos are decoded and painted by then.
    const afterNextFrame = () =>
      document.visibilityState === 'hidden' ? resolve() : requestAnimationFrame(() => setTimeout(resolve, 0));
    if (document.readyState === 'complete') afterNextFrame();
    else addEventListener('load', afterNextFrame, { once: true });
    setTimeout(resolve, MAX_WAIT_MS);
  });
}

/** Fetches the screen's own code side by side with the app's (the build lists it per screen). */
function preloadScreenCode() {
  const listed = document.getElementById(SCREEN_CODE_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The largest libraries, evaluated one per task before the app's own code: evaluated together
 * with it they made one task of 100-200 ms on a phone, during which a tap waits.
 */
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  // tailwind-merge builds its class map on its first call.
  () => import('./lib/cn').then(({ cn }) => cn('p-0', 'p-1')),
];

// A form on a page the app's code has not taken over yet would be sent by the browser itself
// (a GET with its fields in the address): held back until the code is there.
document.addEventListener(
  'submit',
  (event) => {
    if (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) event.preventDefault();
  },
  { capture: true },
);

async function start() {
  if (document.getElementById(SERVER_STATE_ELEMENT_ID) === null) {
    preloadScreenCode();
    return import('./main');
  }
  await pageShown();
  preloadScreenCode();
  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }
  return import('./main');
}

void start();

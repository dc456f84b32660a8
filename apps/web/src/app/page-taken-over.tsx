// Rendered beside each screen, inside the Suspense boundary that holds it: React takes a
// server-rendered page over boundary by boundary, so the screen's own boundary is the one whose
// commit means the page now answers taps (index.css, decision 014).
import { useEffect } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '@scout/domain/web-page';

export function PageTakenOver() {
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);
  return null;
}

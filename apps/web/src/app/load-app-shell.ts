/** The app shell's chunk (every screen but the landing page), shared by routes.tsx and preload-route.ts. */
export const loadAppShell = () => import('./app-shell');

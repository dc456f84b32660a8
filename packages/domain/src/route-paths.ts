// The client's route patterns ("/dogs/:id", product §2) matched the way wouter matches them:
// by the web app to preload the opened screen, and by the server to pick that screen's HTML.

/** Whether a route pattern ("/dogs/:id") matches a pathname (no query string). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || want.length !== have.length) return pattern === pathname;
  return want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

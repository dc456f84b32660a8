// Signing in against the running server, as a browser does, for the bench's requests.

/** The password of every adopter the bench creates. */
export const BENCH_PASSWORD = 'bench-password-1234';

/** Signs in and returns the session cookie, checked with GET /api/me. */
export async function signIn(base: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const check = await fetch(`${base}/api/me`, { headers: { cookie } });
  if (!check.ok) throw new Error(`GET /api/me with the bench session failed: ${check.status}`);
  return cookie;
}

// A 400 from the API carries `issues: [{ path, message }]` (decisions §5). The onboarding
// forms put those next to their fields (e.g. a location the geocoder does not know) as
// well as in the toast.

export interface FieldIssue {
  path: string;
  message: string;
}

/** The field issues inside an error thrown by `apiRequest` ("400: {json}"), or none. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  const raw = error instanceof Error ? error.message : '';
  const match = /^400: ([\s\S]*)$/.exec(raw);
  if (!match) return [];
  try {
    const body: unknown = JSON.parse(match[1] ?? '');
    if (!body || typeof body !== 'object' || !('issues' in body) || !Array.isArray(body.issues)) return [];
    return body.issues.flatMap((issue: unknown) =>
      issue &&
      typeof issue === 'object' &&
      'path' in issue &&
      'message' in issue &&
      typeof issue.path === 'string' &&
      typeof issue.message === 'string'
        ? [{ path: issue.path, message: issue.message }]
        : [],
    );
  } catch {
    return [];
  }
}

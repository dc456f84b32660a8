// A 400 from the API carries `issues: [{ path, message }]` (product §8). The onboarding
// forms put those next to their fields (e.g. a location the geocoder does not know) as
// well as in the toast.
import { ApiError } from '@/lib/api-client';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The field issues in the body of a 400 ApiError, or none. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    // Checked by hand, as the api client reads the message: the answer is the server's own.
    const body: unknown = JSON.parse(error.body);
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

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fieldIssuesOf } from './server-issues';

describe('fieldIssuesOf', () => {
  it('reads the issues of a 400 answer', () => {
    const error = new ApiError(
      400,
      '{"message":"We could not find that location.","issues":[{"path":"location","message":"We could not find that location."}]}',
    );
    expect(fieldIssuesOf(error)).toEqual([{ path: 'location', message: 'We could not find that location.' }]);
  });

  it('finds none in other errors', () => {
    expect(fieldIssuesOf(new ApiError(403, '{"message":"Only shelters can do this"}'))).toEqual([]);
    expect(fieldIssuesOf(new ApiError(400, 'not json'))).toEqual([]);
    expect(fieldIssuesOf(new ApiError(400, '{"message":"x","issues":[{"path":1}]}'))).toEqual([]);
    expect(fieldIssuesOf('boom')).toEqual([]);
    // Only the ApiError's parts are read, never a message string.
    expect(fieldIssuesOf(new Error('400: {"issues":[{"path":"location","message":"x"}]}'))).toEqual([]);
  });
});

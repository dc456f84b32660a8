import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@scout/domain/contracts/uploads';
import { ApiError } from '@/lib/api-client';
import { photoFileProblem, uploadFailureMessage } from './upload-photo';

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(photoFileProblem({ name: 'a', type, size: UPLOAD_MAX_BYTES })).toBeNull();
    }
  });

  it('names the file and the reason otherwise', () => {
    expect(photoFileProblem({ name: 'cat.gif', type: 'image/gif', size: 10 })).toBe(
      'cat.gif is not a JPEG, PNG or WebP image.',
    );
    expect(photoFileProblem({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toMatch(/not a JPEG/);
    expect(photoFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'big.jpg is too large (10.0 MB). Photos can be up to 10 MB.',
    );
    expect(photoFileProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('empty.png is empty.');
  });
});

describe('uploadFailureMessage', () => {
  it("passes on the server's reason", () => {
    expect(
      uploadFailureMessage('a.png', new ApiError(400, '{"message":"The file is not an image we can read."}')),
    ).toBe('a.png could not be uploaded: The file is not an image we can read.');
    expect(uploadFailureMessage('a.png', new ApiError(413, '{"message":"Too large"}'))).toBe(
      'a.png is too large. Photos can be up to 10 MB.',
    );
    expect(uploadFailureMessage('a.png', new TypeError('Failed to fetch'))).toMatch(/Check your connection/);
  });
});

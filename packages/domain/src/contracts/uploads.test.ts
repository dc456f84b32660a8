import { describe, expect, it } from 'vitest';
import { photoThumbnailUrl } from './uploads.ts';

describe('photoThumbnailUrl', () => {
  it("names an upload's small size beside it", () => {
    expect(photoThumbnailUrl('/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp')).toBe(
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
    );
  });

  it('leaves other photos as they are (they have no small size)', () => {
    for (const url of [
      '/demo-photos/dog-07.svg',
      'https://example.org/dog.webp',
      '/uploads/not-an-upload.webp',
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
    ]) {
      expect(photoThumbnailUrl(url)).toBe(url);
    }
  });
});

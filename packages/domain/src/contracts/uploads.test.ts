import { describe, expect, it } from 'vitest';
import { photoThumbnailUrl } from './uploads.ts';

describe('photoThumbnailUrl', () => {
  it("names an upload's small size beside it", () => {
    expect(photoThumbnailUrl('/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp')).toBe(
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
    );
  });

  it('names the small size beside an upload served from a CDN (S3_PUBLIC_URL), with or without a path', () => {
    expect(photoThumbnailUrl('https://cdn.example.org/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp')).toBe(
      'https://cdn.example.org/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
    );
    expect(
      photoThumbnailUrl('http://127.0.0.1:9000/scout-files/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp'),
    ).toBe('http://127.0.0.1:9000/scout-files/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp');
  });

  it('leaves other photos as they are (they have no small size)', () => {
    for (const url of [
      '/demo-photos/dog-07.svg',
      'https://example.org/dog.webp',
      '/uploads/not-an-upload.webp',
      '/uploads/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
      // A CDN's thumbnail is one already; other keys, schemes and queries are not uploads.
      'https://cdn.example.org/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.thumb.webp',
      'https://cdn.example.org/documents/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp',
      'https://cdn.example.org/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp?v=1',
      'ftp://cdn.example.org/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp',
      '/photos/6f1c7f0e-3c55-4a4b-9b0a-2f9a3f0d1e11.webp',
    ]) {
      expect(photoThumbnailUrl(url)).toBe(url);
    }
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DogPhoto } from './dog-photo';

// Every dog photo (issue 14, point 3): the stored sizes through srcset, a reserved aspect,
// and lazy loading except for a page's main photo.

const UPLOAD = '/uploads/0b8f3a52-6c2e-4f0e-9a51-3d7a2c1e9b44.webp';
const THUMB = '/uploads/0b8f3a52-6c2e-4f0e-9a51-3d7a2c1e9b44.thumb.webp';

afterEach(cleanup);

describe('DogPhoto', () => {
  it('offers an upload at its two stored widths, drawn at the given sizes, and loads it lazily', () => {
    render(<DogPhoto src={UPLOAD} alt="Photo of Biscuit" sizes="(min-width: 640px) 176px, 128px" />);
    const img = screen.getByRole('img', { name: 'Photo of Biscuit' });
    expect(img.getAttribute('src')).toBe(UPLOAD);
    expect(img.getAttribute('srcset')).toBe(`${THUMB} 480w, ${UPLOAD} 1600w`);
    expect(img.getAttribute('sizes')).toBe('(min-width: 640px) 176px, 128px');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('1000');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('offers both sizes of an upload served from a CDN (S3_PUBLIC_URL) the same way', () => {
    const cdn = 'https://cdn.example.org/photos/0b8f3a52-6c2e-4f0e-9a51-3d7a2c1e9b44';
    render(<DogPhoto src={`${cdn}.webp`} alt="Photo of Biscuit" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Photo of Biscuit' });
    expect(img.getAttribute('src')).toBe(`${cdn}.webp`);
    expect(img.getAttribute('srcset')).toBe(`${cdn}.thumb.webp 480w, ${cdn}.webp 1600w`);
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('fetches a priority photo at once and first', () => {
    render(<DogPhoto src={UPLOAD} alt="Photo of Biscuit" sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Photo of Biscuit' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives an illustration (one resolution-independent file) no srcset but still its size', () => {
    render(<DogPhoto src="/demo-photos/dog-07.svg" alt="Photo of Pepper" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Photo of Pepper' });
    expect(img.getAttribute('src')).toBe('/demo-photos/dog-07.svg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('1000');
  });
});

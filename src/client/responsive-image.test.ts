import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers an upload at each served width and the full picture', () => {
    const src = `/api/images/${'a'.repeat(32)}`;
    expect(responsiveImage(src, '64px')).toEqual({
      src,
      srcSet: `${src}?w=96 96w, ${src}?w=192 192w, ${src}?w=400 400w, ${src}?w=800 800w, ${src} 1280w`,
      sizes: '64px',
    });
  });

  it('leaves a picture that ships with the site as it is', () => {
    expect(responsiveImage('/images/classes/spanish.svg', '64px')).toEqual({
      src: '/images/classes/spanish.svg',
    });
  });
});

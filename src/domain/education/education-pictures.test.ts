import { describe, expect, it } from 'vitest';
import { educationPicture } from './education-pictures';

describe('educationPicture', () => {
  it('gives each C its picture at 1x, 2x and 3x with the size it takes and words for it', () => {
    expect(educationPicture('clarity')).toEqual({
      src: '/media/education/clarity@1x.png',
      srcSet: '/media/education/clarity@1x.png 1x, /media/education/clarity@2x.png 2x, /media/education/clarity@3x.png 3x',
      width: 240,
      height: 120,
      alt: 'A diamond and its inclusions under a loupe',
    });
    expect(new Set(['cut', 'color', 'clarity', 'carat'].map((c) => educationPicture(c as 'cut').alt)).size).toBe(4);
  });
});

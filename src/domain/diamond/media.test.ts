import { describe, expect, it } from 'vitest';
import type { Diamond } from './diamond';
import { illustrationAlt, illustrationLabel } from './illustration-words';
import { canShowNext, canShowPrevious, colorBand, diamondThumbnail, isShopIllustration, mediaItems, videoLabel } from './media';

const stone = (overrides: Partial<Diamond>) =>
  ({ id: '1000007', shape: 'Oval', size: 1.2, color: 'F', imageUrl: '/media/diamonds/oval.svg', hasImage: false, hasVideo: false, videoUrl: '', ...overrides }) as Diamond;
const summary = (diamond: Diamond) => mediaItems(diamond).map((item) => `${item.kind}:${item.src} "${item.label}"`);

describe('mediaItems', () => {
  it("shows a stone without photo or video as its own illustration, called one, and never the shape's stock image", () => {
    expect(summary(stone({}))).toEqual(['illustration:/media/diamonds/illustrations/1000007.svg "Illustration of an oval diamond"']);
    expect(mediaItems(stone({}))[0]!.alt).toBe('Illustration of a 1.20 ct oval diamond, color F, drawn to its measurements beside a 1 ct round for scale');
  });

  it("shows the supplier's photo, called a photo, only where the record says the stone has one", () => {
    expect(summary(stone({ hasImage: true, imageUrl: 'https://photos.supplier.example/1000007.jpg' }))).toEqual([
      'illustration:/media/diamonds/illustrations/1000007.svg "Illustration of an oval diamond"',
      'photo:https://photos.supplier.example/1000007.jpg "Photo of this diamond"',
    ]);
    expect(mediaItems(stone({ hasImage: true, imageUrl: 'https://photos.supplier.example/1.jpg' }))[1]!.alt).toBe('Photo of this 1.20 ct oval diamond');
    // The flag alone, with no address, or an address without the flag: no photo.
    expect(summary(stone({ hasImage: true, imageUrl: '' }))).toHaveLength(1);
    expect(summary(stone({ hasImage: false, imageUrl: 'https://photos.supplier.example/1.jpg' }))).toHaveLength(1);
    // A drawing the record links as its image is no photo.
    expect(summary(stone({ hasImage: true, imageUrl: '/media/diamonds/illustrations/1000007.svg' }))).toHaveLength(1);
  });

  it("calls the shop's 360° drawing an illustration, with its shape and color band, and the supplier's film a video", () => {
    expect(summary(stone({ shape: 'Round', color: 'E', hasVideo: true, videoUrl: '/media/videos/diamonds/illustrations/round-d-f.webm' }))).toEqual([
      'illustration:/media/videos/diamonds/illustrations/round-d-f.webm "360° video of a round diamond, color band D–F (illustration)"',
      'illustration:/media/diamonds/illustrations/1000007.svg "Illustration of a round diamond"',
    ]);
    expect(summary(stone({ hasVideo: true, videoUrl: 'https://v360.supplier.example/1000007.mp4', hasImage: true, imageUrl: 'https://photos.supplier.example/1.jpg' }))).toEqual([
      'video:https://v360.supplier.example/1000007.mp4 "360° video of this diamond"',
      'illustration:/media/diamonds/illustrations/1000007.svg "Illustration of an oval diamond"',
      'photo:https://photos.supplier.example/1.jpg "Photo of this diamond"',
    ]);
    expect(summary(stone({ hasVideo: true, videoUrl: '' }))).toHaveLength(1);
  });

  it.each([
    ['/media/diamonds/illustrations/1.svg', true],
    ['/media/videos/diamonds/illustrations/round-d-f.webm', true],
    ['https://media.loupe.example/media/videos/diamonds/illustrations/oval-g-j.webm', true],
    ['/media/diamonds/round.svg', false],
    ['/media/videos/rings/halo-rose-gold.webm', false],
    ['https://v360.supplier.example/illustrations/1.mp4', false],
    ['https://photos.supplier.example/1.jpg', false],
    ['', false],
  ])('tells %s a shop illustration: %s', (url, expected) => {
    expect(isShopIllustration(url)).toBe(expected);
  });

  it.each([
    ['D', 'D–F'],
    ['f', 'D–F'],
    ['G', 'G–J'],
    ['J', 'G–J'],
    ['K', 'K–M'],
    ['M', 'K–M'],
    ['N', undefined],
    ['', undefined],
  ])('puts color %s in band %s', (color, band) => {
    expect(colorBand(color)).toBe(band);
  });

  it('names every shape with its article, and an unbanded color without a band', () => {
    expect(illustrationLabel({ shape: 'Asscher' })).toBe('Illustration of an Asscher diamond');
    expect(illustrationLabel({ shape: 'Emerald' })).toBe('Illustration of an emerald diamond');
    expect(illustrationLabel({ shape: 'Princess' })).toBe('Illustration of a princess diamond');
    expect(illustrationAlt({ shape: 'Pear', size: 8.05, color: 'H' })).toBe('Illustration of an 8.05 ct pear diamond, color H, drawn to its measurements beside a 1 ct round for scale');
    expect(videoLabel({ shape: 'Heart', color: 'N', videoUrl: '/media/videos/diamonds/illustrations/heart-k-m.webm' })).toBe('360° video of a heart diamond (illustration)');
  });

  it('never calls a drawing a photo', () => {
    for (const diamond of [stone({}), stone({ hasVideo: true, videoUrl: '/media/videos/diamonds/illustrations/oval-d-f.webm' })]) {
      for (const item of mediaItems(diamond)) expect(`${item.label} ${item.alt}`).not.toMatch(/photo/i);
    }
  });
});

describe('slider arrows', () => {
  it.each([
    [0, 3, false, true],
    [1, 3, true, true],
    [2, 3, true, false],
    [0, 1, false, false],
  ])('at %i of %i: previous %s, next %s', (index, count, previous, next) => {
    expect([canShowPrevious(index), canShowNext(index, count)]).toEqual([previous, next]);
  });
});

describe("a stone's picture beside its description", () => {
  it("is the supplier's photo where the record has one, else the shop's illustration, each called what it is", () => {
    expect(diamondThumbnail(stone({ hasImage: true, imageUrl: 'https://supplier.example/1000007.jpg' }))).toEqual({ src: 'https://supplier.example/1000007.jpg', alt: 'Photo of this diamond' });
    expect(diamondThumbnail(stone({}))).toEqual({ src: '/media/diamonds/illustrations/1000007.svg', alt: 'Illustration of an oval diamond' });
    expect(diamondThumbnail(stone({ hasImage: true, imageUrl: '/media/diamonds/illustrations/1000007.svg' }))).toEqual({ src: '/media/diamonds/illustrations/1000007.svg', alt: 'Illustration of an oval diamond' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Diamond } from './diamond';
import { canShowNext, canShowPrevious, mediaItems } from './media';

const stone = (overrides: Partial<Diamond>) => ({ diamond_id: '1000007', shape: 'Oval', image_file_url: '/media/diamonds/oval.svg', has_image_file: false, has_video_file: false, video_url: '', ...overrides }) as Diamond;

describe('mediaItems', () => {
  it.each([
    [{}, ['image:/media/diamonds/oval.svg']],
    [{ has_image_file: true }, ['image:/media/diamonds/oval.svg', 'image:/media/diamonds/photos/1000007.svg']],
    [{ has_video_file: true, video_url: 'https://v.example/1.mp4', has_image_file: true }, ['video:https://v.example/1.mp4', 'image:/media/diamonds/oval.svg', 'image:/media/diamonds/photos/1000007.svg']],
    [{ has_video_file: true, video_url: '' }, ['image:/media/diamonds/oval.svg']],
  ])('%j gives %j', (overrides, items) => {
    expect(mediaItems(stone(overrides)).map((item) => `${item.type}:${item.src}`)).toEqual(items);
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

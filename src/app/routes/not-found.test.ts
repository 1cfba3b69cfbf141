import { describe, expect, it } from 'vitest';
import { loader, meta } from './not-found';

describe('an address the shop does not have', () => {
  it('answers 404, which search engines read as gone', () => {
    expect((loader() as unknown as { init: ResponseInit | null }).init?.status).toBe(404);
  });

  it('asks search engines not to list it', () => {
    expect(meta({} as never)).toEqual([{ name: 'robots', content: 'noindex' }]);
  });
});

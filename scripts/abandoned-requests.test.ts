import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { endAbandonedRequests, isAbandonedRequest } from './abandoned-requests.mjs';

/** A request and its response as Connect hands them over: the browser's connection open or gone. */
function exchange({ gone }: { gone: boolean }) {
  const req = { socket: { destroyed: gone }, aborted: gone } as unknown as IncomingMessage;
  const res = { destroyed: gone, writableEnded: false, end: vi.fn() } as unknown as ServerResponse & { end: ReturnType<typeof vi.fn> };
  return { req, res };
}

const abort = () => new DOMException('This operation was aborted', 'AbortError');

describe('a request the browser abandoned, on the development server', () => {
  it('ends quietly when the abort is of a request whose browser has gone', () => {
    const { req, res } = exchange({ gone: true });
    const next = vi.fn();
    endAbandonedRequests(abort(), req, res, next);
    expect(next).not.toHaveBeenCalled();
    expect(res.end).toHaveBeenCalledOnce();
  });

  it('recognises an abort given as the cause of another error', () => {
    const { req, res } = exchange({ gone: true });
    expect(isAbandonedRequest(new TypeError('terminated', { cause: abort() }), req, res)).toBe(true);
  });

  it('passes an abort on to Vite while the browser still waits for its answer', () => {
    const { req, res } = exchange({ gone: false });
    const next = vi.fn();
    const error = abort();
    endAbandonedRequests(error, req, res, next);
    expect(next).toHaveBeenCalledWith(error);
    expect(res.end).not.toHaveBeenCalled();
  });

  it.each([
    ['an error of the page', new Error('Cannot read properties of undefined')],
    ['a broken answer of a backend', new TypeError('terminated')],
    ['something thrown that is no error', 'AbortError'],
  ])('passes %s on to Vite, even when the browser has gone', (_, error) => {
    const { req, res } = exchange({ gone: true });
    const next = vi.fn();
    endAbandonedRequests(error, req, res, next);
    expect(next).toHaveBeenCalledWith(error);
    expect(res.end).not.toHaveBeenCalled();
  });
});

/** How long the storefront's server gives the backends to answer everything one request needs (the loaders of a page,
 * a recommendation call): past it, the page says what the shop says when a service cannot be reached, with a 503,
 * well within ten seconds. A healthy backend answers in milliseconds. */
export const BACKEND_DEADLINE_MS = 8_000;

/**
 * A signal that aborts after `ms` (with a `TimeoutError`) or when `parent` does. Built on a timer that holds its
 * controller, not on `AbortSignal.timeout` inside `AbortSignal.any`: a composite signal holds its sources weakly, so a
 * timeout signal nothing else holds may be collected before it fires, and the call it guards then never ends.
 */
export function deadlineSignal(ms: number, parent?: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms.`, 'TimeoutError')), ms);
  // The timer does not keep a stopping server alive.
  (timer as { unref?: () => void }).unref?.();
  if (parent?.aborted) controller.abort(parent.reason);
  else
    parent?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        controller.abort(parent.reason);
      },
      { once: true },
    );
  return controller.signal;
}

/**
 * The `fetch` of one request on the storefront's server: every backend call it makes shares one deadline, and is
 * dropped when the shopper's browser goes away (`signal`, the request's own), so no backend call outlives the request
 * that asked for it.
 */
export const fetchWithin = (signal: AbortSignal | undefined, deadlineMs: number = BACKEND_DEADLINE_MS): typeof fetch => {
  const budget = deadlineSignal(deadlineMs, signal);
  return (input, init) => globalThis.fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, budget]) : budget });
};

/** The HTTP status a port's failure carries: the adapters' errors keep the answer's `status` (the store's also a
 * `notFound` flag); a failure without one never got an answer (unreachable, too slow, cancelled). */
const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, notFound } = error as { status?: unknown; notFound?: unknown };
  if (typeof status === 'number') return status;
  return notFound === true ? 404 : undefined;
};

/** Whether a port's failure is the service's answer that the thing asked for does not exist (404). */
export const isNotFoundFailure = (error: unknown): boolean => statusOf(error) === 404;

/**
 * Whether a port's failure is the service's own refusal (a 4xx answer): it answered, and asking again will not change
 * it. Anything else (no answer in time, no connection, a 5xx, an answer that breaks its contract) is a service that
 * could not answer: only a refusal may tell a shopper, or a crawler, that a stone or a ring is gone.
 */
export const isRefusalFailure = (error: unknown): boolean => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

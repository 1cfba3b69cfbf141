/** '1,234': digits grouped by thousands with commas, as a US reader writes them. Written out rather than asked of
 * `toLocaleString('en-US')`, which builds a number formatter on every call: a page that counts stones in a dozen
 * places spent tens of milliseconds of a slow phone's main thread on it while waking. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A count as the shop writes it: '35', '1,204'. A whole, non-negative number is expected; anything else is
 * rounded towards zero and a sign is kept, so a wrong count still reads as a number. */
export const formatCount = (count: number): string => {
  const whole = Number.isFinite(count) ? Math.trunc(count) : 0;
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
};

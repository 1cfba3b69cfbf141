/** A recommendation query as the engine reads it: shape codes and inclusive bounds (±Infinity when not given). */
export interface StoneQuery {
  readonly shapes: readonly number[];
  readonly priceFrom: number;
  readonly priceTo: number;
  readonly sizeFrom: number;
  readonly sizeTo: number;
}

/** The contract's eligibility rule, stone by stone: what every index must agree with. */
export function isEligible(query: StoneQuery, shape: number, price: number, carat: number): boolean {
  return (
    query.shapes.includes(shape) && query.priceFrom <= price && price <= query.priceTo && query.sizeFrom <= carat && carat <= query.sizeTo
  );
}

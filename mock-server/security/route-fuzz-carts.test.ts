import { fuzzRoutes, isCartRoute } from './support/route-fuzz-suite';

/** Fuzzing of the cart and checkout routes (guest and customer carts, coupons, addresses, shipping, payment, the
 * diamond add, the merge): see `support/route-fuzz-suite.ts`. Every other route: `route-fuzz.test.ts`. */
await fuzzRoutes(isCartRoute);

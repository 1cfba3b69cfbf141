import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { Ring } from '../../domain/ring/ring';

export interface RingOption {
  readonly label: string;
  readonly value: string;
}

export interface RingPage {
  readonly rings: readonly Ring[];
  readonly page: number;
  readonly totalPages: number;
}

export interface RingListRequest {
  /** A ring option's id (the catalogue's value), or null for all rings. */
  readonly optionValue: string | null;
  readonly page: number;
}

/** A configured ring (one colour, metal and size) as the catalogue prices it. */
export interface RingVariant {
  readonly sku: string;
  /** The product's url key: for a design, the ring builder's address. */
  readonly urlKey: string;
  readonly name: string;
  readonly price: number;
  readonly gallery: readonly string[];
}

/** The store's ring catalogue (read through GraphQL: the store serves it to guests). */
export interface RingCatalog {
  ringOptions(): Observable<readonly RingOption[]>;
  list(request: RingListRequest): Observable<RingPage>;
  byUrlKey(urlKey: string): Observable<Ring | null>;
  variant(sku: string): Observable<RingVariant | null>;
}
export const RingCatalog = Symbol.for('RingCatalog') as ServiceIdentifier<RingCatalog>;

import type { ServiceIdentifier } from 'inversify';

/** The order numbers whose purchase this browser has already reported (kept where a reload finds them). */
export interface ReportedOrders {
  read(): readonly string[];
  write(orderNumbers: readonly string[]): void;
}
export const ReportedOrders = Symbol.for('ReportedOrders') as ServiceIdentifier<ReportedOrders>;

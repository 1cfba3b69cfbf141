/** An order as the account dashboard lists it. createdAt is the platform's UTC timestamp
 * ('2024-03-01 12:30:00'). */
export interface Order {
  /** The number the shopper is told (the store's increment id, '000000042'). */
  readonly number: string;
  readonly createdAt: string;
  readonly billingFirstname: string;
  readonly billingLastname: string;
  readonly currency: string;
  readonly grandTotal: number;
  readonly status: string;
}

const PLATFORM_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The platform writes UTC without a zone; that form is read as UTC, anything else as ISO 8601. Null when the text
 * is not a date. */
export const parseOrderDate = (createdAt: string): Date | null => {
  const match = PLATFORM_TIMESTAMP.exec(createdAt.trim());
  const date = match
    ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? '00'}Z`)
    : new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date;
};

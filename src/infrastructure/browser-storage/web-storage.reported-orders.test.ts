import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { WebStorageReportedOrders } from './web-storage.reported-orders';

describe('the reported orders in local storage', () => {
  it('keeps the order numbers under their own key, for the next page load', () => {
    const storage = new MemoryStorage();
    new WebStorageReportedOrders(storage).write(['000000007', '000000008']);
    expect(storage.getItem('reported_orders')).toBe('["000000007","000000008"]');
    expect(new WebStorageReportedOrders(storage).read()).toEqual(['000000007', '000000008']);
  });

  it('reads none from an empty storage or from a value that is not a list of order numbers', () => {
    const storage = new MemoryStorage();
    expect(new WebStorageReportedOrders(storage).read()).toEqual([]);
    storage.setItem('reported_orders', '{"000000007":true}');
    expect(new WebStorageReportedOrders(storage).read()).toEqual([]);
    storage.setItem('reported_orders', 'not json');
    expect(new WebStorageReportedOrders(storage).read()).toEqual([]);
  });

  it('keeps working when the storage refuses the write', () => {
    const full = Object.assign(new MemoryStorage(), {
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    expect(() => new WebStorageReportedOrders(full).write(['000000007'])).not.toThrow();
  });
});

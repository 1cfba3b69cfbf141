/** Magento stores and returns datetimes as `YYYY-MM-DD HH:mm:ss` in UTC. */
export function toMagentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

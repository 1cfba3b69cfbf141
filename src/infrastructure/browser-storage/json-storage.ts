/** Typed JSON access to a Web Storage area. Unreadable or foreign values read as null rather than breaking a page. */
export class JsonStorage {
  constructor(private readonly storage: Storage) {}

  read<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    const raw = this.storage.getItem(key);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isValid(value) ? value : null;
    } catch {
      return null;
    }
  }

  write(key: string, value: unknown): void {
    this.storage.setItem(key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }
}

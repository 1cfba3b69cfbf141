import { BehaviorSubject, type Observable } from 'rxjs';

/** The global error banner: one message at a time, cleared when the shopper clicks it. */
export class ShopNotices {
  readonly #error = new BehaviorSubject<string | null>(null);
  readonly error$: Observable<string | null> = this.#error.asObservable();

  showError(message: string): void {
    this.#error.next(message);
  }

  clear(): void {
    this.#error.next(null);
  }
}

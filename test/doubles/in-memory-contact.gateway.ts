import { defer, of, throwError, type Observable } from 'rxjs';
import type { ContactGateway, ContactMessage } from '../../src/application/contact/contact.gateway.port';

/** Keeps the messages it was asked to send; `failWith` makes sending fail. */
export class InMemoryContactGateway implements ContactGateway {
  readonly sent: ContactMessage[] = [];
  failWith: unknown = null;

  send(message: ContactMessage): Observable<void> {
    return defer(() => {
      if (this.failWith) return throwError(() => this.failWith);
      this.sent.push(message);
      return of(undefined);
    });
  }
}

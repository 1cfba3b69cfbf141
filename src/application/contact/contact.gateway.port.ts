import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';

/** A message to the shop's team (Magento's contact form: POST /V1/contactus). */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly comment: string;
  readonly telephone?: string;
}

export interface ContactGateway {
  send(message: ContactMessage): Observable<void>;
}
export const ContactGateway = Symbol.for('ContactGateway') as ServiceIdentifier<ContactGateway>;

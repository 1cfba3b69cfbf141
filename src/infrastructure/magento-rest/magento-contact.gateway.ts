import { catchError, map, throwError, type Observable } from 'rxjs';
import type { ContactGateway, ContactMessage } from '../../application/contact/contact.gateway.port';
import { formFieldRefused, type RefusedFieldKind } from '../../domain/shared/field-refusal';
import type { ContactUsRequestWire } from '../../../contracts/store/rest';
import { doneSchema } from './store-rest.schemas';
import type { MagentoHttpClient } from './magento-http-client';
import { MagentoRequestError, refusedFieldOf } from './magento-request.error';

type MessageField = keyof ContactMessage & string;
const MESSAGE_FIELDS: Readonly<Record<string, MessageField>> = { name: 'name', email: 'email', comment: 'comment', telephone: 'telephone' };
const MESSAGE_FIELD_KINDS: Readonly<Record<MessageField, RefusedFieldKind>> = { name: 'name', email: 'email', comment: 'message', telephone: 'phone' };

/** The store's refusal of a field of the message as the shop's typed refusal of that field; any other failure as it
 * was. */
const toMessageRefusal = (error: unknown): unknown => {
  if (!(error instanceof MagentoRequestError)) return error;
  const refused = refusedFieldOf(error, MESSAGE_FIELDS, {});
  return refused ? formFieldRefused(refused.field, MESSAGE_FIELD_KINDS[refused.field], refused.reason) : error;
};

/** The contact form: POST /V1/contactus with a `contactForm` body (the phone, when given, as `telephone`); a 200
 * answer means it was received. */
export class MagentoContactGateway implements ContactGateway {
  constructor(private readonly http: MagentoHttpClient) {}

  send(message: ContactMessage): Observable<void> {
    return this.http.post('/V1/contactus', { contactForm: message } satisfies ContactUsRequestWire, doneSchema).pipe(
      map(() => undefined),
      catchError((error: unknown) => throwError(() => toMessageRefusal(error))),
    );
  }
}

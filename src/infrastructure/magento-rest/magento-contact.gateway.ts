import { map, type Observable } from 'rxjs';
import type { ContactGateway, ContactMessage } from '../../application/contact/contact.gateway.port';
import type { ContactUsRequestWire } from '../../../contracts/store/rest';
import { doneSchema } from './store-rest.schemas';
import type { MagentoHttpClient } from './magento-http-client';

/** The contact form: POST /V1/contactus with a `contactForm` body; a 200 answer means it was received. */
export class MagentoContactGateway implements ContactGateway {
  constructor(private readonly http: MagentoHttpClient) {}

  send(message: ContactMessage): Observable<void> {
    return this.http.post('/V1/contactus', { contactForm: message } satisfies ContactUsRequestWire, doneSchema).pipe(map(() => undefined));
  }
}

import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { toMagentoDateTime } from '../../db/magento-datetime';
import { asyncRoute } from '../../http/async-route';
import { validateBody } from '../../http/validate-body';
import { contactUsRequestSchema } from './contact-us.request';

/**
 * `POST /V1/contactus`: stores the message and answers `true`. The answer waits for the message to be on disk, so a
 * 200 means it survives a crash.
 */
export function contactUsRoutes({ store, now }: ServerContext): Router {
  const router = Router();
  router.post(
    '/V1/contactus',
    asyncRoute(async (req, res) => {
      const { contactForm } = validateBody(contactUsRequestSchema, req.body);
      await store.update((data) => {
        const lastId = data.contactMessages.reduce((max, message) => Math.max(max, message.id), 0);
        data.contactMessages.push({
          id: lastId + 1,
          name: contactForm.name,
          email: contactForm.email,
          telephone: contactForm.telephone || null,
          comment: contactForm.comment,
          created_at: toMagentoDateTime(now()),
        });
      });
      res.json(true);
    }),
  );
  return router;
}

import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { asyncRoute } from '../http/async-route';
import { HttpError } from '../http/http-error';
import { validateBody } from '../http/validate-body';
import { seedDatabase } from '../seed/seed-database';
import { chatDesk } from '../chat/chat-desk';
import { isWithholdableCall, withheldCalls } from '../recommendation/withheld-calls';
import { cmsPageSchema } from '../store-rest/cms/cms-page';
import type { CmsPage } from '../store-rest/cms/cms-page';

/** The fields of a CMS page a test may replace (its id stays). */
const cmsPageChangeSchema = cmsPageSchema.omit({ id: true }).partial();

/**
 * Test controls, mounted at `/__control`. `GET /health` always answers `{ "ok": true }` (readiness checks).
 * `POST /reset` restores the seeded data and persists it, but only when the server was started with `control`
 * (MOCK_CONTROL=1): otherwise the route does not exist, so a shared mock cannot be wiped by accident.
 * `GET /mailbox` (control only) lists what the shop was sent through the contact form, the password reset mails
 * it sent (`passwordResets: [{ email, token, created_at }]`) and the order confirmations (`orderConfirmations:
 * [{ email, increment_id, skus, created_at, status }]`, the seeded order's included), newest last: the mock sends no mail,
 * so tests and developers read it here.
 * `PUT /cms-pages/:pageId` (control only) replaces fields of a CMS page (`{ content?, title?, content_heading?, … }`)
 * and answers the page, so that tests can serve any content, hostile HTML included; a reset restores the seeded
 * pages.
 * `PUT /recommendation-calls/:call` (control only) `{ offered: false }` takes a call of the recommendation service
 * away (`price_position`), so that the shop faces an older service without it; `{ offered: true }` or a reset gives
 * it back.
 * `PUT /chat` (control only) `{ available: false }` takes the chat provider down (its routes answer 503) and
 * `{ available: true }` or a reset brings it back; a reset also forgets every conversation (kept in memory).
 */
export function createControlRouter(context: ServerContext): Router {
  const { config, store } = context;
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  if (config.control) {
    router.post(
      '/reset',
      asyncRoute(async (_req, res) => {
        await store.replace(seedDatabase(config.seed));
        withheldCalls(context).clear();
        chatDesk(context).reset();
        res.json({ ok: true, seed: config.seed });
      }),
    );
    router.put(
      '/cms-pages/:pageId',
      asyncRoute(async (req, res) => {
        const change = validateBody(cmsPageChangeSchema, req.body);
        const pageId = req.params.pageId ?? '';
        let changed: CmsPage | undefined;
        await store.update((data) => {
          const page = /^\d+$/.test(pageId) ? data.cmsPages.find((candidate) => candidate.id === Number(pageId)) : undefined;
          if (!page) throw new HttpError(404, 'The CMS page with the "%1" ID doesn\'t exist.', [pageId]);
          Object.assign(page, change);
          changed = page;
        });
        res.json(changed);
      }),
    );
    router.put('/recommendation-calls/:call', (req, res) => {
      const call = req.params.call ?? '';
      const offered: unknown = (req.body as { offered?: unknown } | undefined)?.offered;
      if (!isWithholdableCall(call)) throw new HttpError(404, 'The recommendation service has no call "%1" to take away.', [call]);
      if (typeof offered !== 'boolean') throw new HttpError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'offered' });
      if (offered) withheldCalls(context).delete(call);
      else withheldCalls(context).add(call);
      res.json({ call, offered });
    });
    router.put('/chat', (req, res) => {
      const available: unknown = (req.body as { available?: unknown } | undefined)?.available;
      if (typeof available !== 'boolean') throw new HttpError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'available' });
      chatDesk(context).available = available;
      res.json({ available });
    });
    router.get('/mailbox', (_req, res) => {
      // Password reset mails carry their link's token, as the customer would read it.
      const passwordResets = store.data.passwordResets.map(({ email, token, created_at }) => ({ email, token, created_at }));
      // The store mails every buyer, guest or customer, an order confirmation naming the order by its increment id.
      const orderConfirmations = store.data.orders.map(({ customer_email, increment_id, items, created_at, status }) => ({
        email: customer_email,
        increment_id,
        skus: items.map((item) => item.sku),
        created_at,
        status,
      }));
      res.json({ contactMessages: store.data.contactMessages, passwordResets, orderConfirmations });
    });
  }
  return router;
}

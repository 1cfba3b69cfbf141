import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { asyncRoute } from '../http/async-route';
import { seedDatabase } from '../seed/seed-database';

/**
 * Test controls, mounted at `/__control`. `GET /health` always answers `{ "ok": true }` (readiness checks).
 * `POST /reset` restores the seeded data and persists it, but only when the server was started with `control`
 * (MOCK_CONTROL=1): otherwise the route does not exist, so a shared mock cannot be wiped by accident.
 * `GET /mailbox` (control only) lists what the shop was sent through the contact form and the password reset mails
 * it sent (`passwordResets: [{ email, token, created_at }]`), newest last: the mock sends no mail, so tests and
 * developers read it here.
 */
export function createControlRouter({ config, store }: ServerContext): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  if (config.control) {
    router.post(
      '/reset',
      asyncRoute(async (_req, res) => {
        await store.replace(seedDatabase(config.seed));
        res.json({ ok: true, seed: config.seed });
      }),
    );
    router.get('/mailbox', (_req, res) => {
      // Password reset mails carry their link's token, as the customer would read it.
      const passwordResets = store.data.passwordResets.map(({ email, token, created_at }) => ({ email, token, created_at }));
      res.json({ contactMessages: store.data.contactMessages, passwordResets });
    });
  }
  return router;
}

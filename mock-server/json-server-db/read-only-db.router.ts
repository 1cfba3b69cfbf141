import jsonServer from 'json-server';
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ServerContext } from '../app/server-context';
import { PUBLIC_COLLECTIONS } from '../db/mock-database';
import { magentoErrorFormat } from '../http/error-format';
import type { HttpError } from '../http/http-error';
import { magentoErrors } from '../http/magento-errors';

const READ_METHODS = ['GET', 'HEAD'] as const;

/**
 * json-server's generic router at `/db`, for browsing public data with its query language (`?q=`, `_sort`,
 * `_page`…). It is read-only and sees only PUBLIC_COLLECTIONS: a private collection answers 404 exactly like a
 * path that does not exist, so its existence is not revealed, and a write verb on a public one answers 405.
 */
export function createReadOnlyDbRouter({ store }: ServerContext): Router {
  const publicView = () => Object.fromEntries(PUBLIC_COLLECTIONS.map((name) => [name, store.data[name]]));
  const crud = jsonServer.router(publicView());
  // json-server's own error handler answers 500 with the stack trace; errors go to the mount's handler instead.
  crud.stack = crud.stack.filter((layer) => layer.handle.length !== 4);
  crud.render = render;

  const router = Router();
  router.use((req, _res, next) => {
    const collection = req.path.split('/')[1] ?? '';
    if (!(PUBLIC_COLLECTIONS as readonly string[]).includes(collection)) {
      next(magentoErrors.routeNotFound());
      return;
    }
    if (!(READ_METHODS as readonly string[]).includes(req.method)) {
      next(magentoErrors.methodNotAllowed(req.method, READ_METHODS));
      return;
    }
    // A client-chosen `_delay` would keep a timer running past close(), and JSONP is not part of this API.
    delete req.query._delay;
    delete req.query.callback;
    const queryError = makeQuerySafe(req.query);
    if (queryError) {
      next(queryError);
      return;
    }
    // The router reads the current data (not a copy taken at start): a reset or a write shows at once.
    crud.db.setState(publicView());
    next();
  }, crud);
  return router;
}

/** json-server's paging, sorting and search parameters, which it reads as one text each. */
const SINGLE_VALUE_PARAMETERS = new Set(['q', '_sort', '_order', '_page', '_limit', '_start', '_end']);

/**
 * Keeps json-server's query language to what it can answer: a paging, sorting or search parameter is one text, a
 * filter is a text or a list of texts (`?id=1&id=2`), anything else (`?q[a]=1`, `?_sort=a&_sort=b`) is Magento's
 * invalid value rather than an exception inside json-server. A `_like` filter matches its text literally: json-server
 * would compile it as a regular expression, which may be invalid or take exponential time on the stored pages.
 */
function makeQuerySafe(query: Request['query']): HttpError | undefined {
  for (const [key, value] of Object.entries(query)) {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) && !SINGLE_VALUE_PARAMETERS.has(key) ? value : undefined;
    if (!texts || !texts.every((text): text is string => typeof text === 'string')) {
      return magentoErrors.invalidFieldValue(key, (JSON.stringify(value) ?? '').slice(0, 100));
    }
    if (key.endsWith('_like')) query[key] = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  }
  return undefined;
}

/** json-server sends everything through `render`; its "not found" (404 with `{}`) becomes Magento's. */
function render(req: Request, res: Response): void {
  if (res.statusCode !== 404) {
    res.json(res.locals.data);
    return;
  }
  const [, collection, id, ...rest] = req.path.split('/');
  magentoErrorFormat.send(
    res,
    collection && id && rest.length === 0 ? magentoErrors.noSuchEntity('id', id) : magentoErrors.routeNotFound(),
  );
}

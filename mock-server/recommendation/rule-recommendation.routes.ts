import { Router } from 'express';
import type { ServerContext } from '../app/server-context';
import { validateBody } from '../http/validate-body';
import { requireRecommendationAuth } from './recommendation-auth';
import { recommendationErrors } from './recommendation-errors';
import { readQuery } from './recommendation-query';
import { ruleRecommendationResponse } from './recommendation-responses';
import { tuningResponse } from './recommendation-tuning';
import { ruleRecommendationRequest } from './recommendation.request';
import { EDIT_FORMS, tuningRequest } from './tuning.request';

/**
 * `POST rule_recommendation/` in its four forms: `{ preference: query }` → the recommended stone and a fresh
 * `state`; `{ diamond, state, adjust | set | command }` → the detail page's tuning moves (recommendation-tuning.ts).
 * Exactly one form per call: a preference with an edit, or two edits, answer 400 naming them; an edit body without
 * any edit answers 400 naming the three.
 */
export function ruleRecommendationRoutes({ config, diamonds, stock }: ServerContext): Router {
  const router = Router();
  router.post('/rule_recommendation', requireRecommendationAuth(config.recommendationAuth), (req, res) => {
    const body = bodyOf(req.body);
    const edits = EDIT_FORMS.filter((form) => body?.[form] != null);
    const hasPreference = body?.preference != null;
    if (edits.length + (hasPreference ? 1 : 0) > 1) throw recommendationErrors.tooManyForms([...(hasPreference ? ['preference'] : []), ...edits]);
    if (edits.length === 0 && !hasPreference && (body?.diamond != null || body?.state != null)) throw recommendationErrors.noEditForm(EDIT_FORMS);
    if (edits.length === 0) {
      const { body: preferenceBody } = validateBody(ruleRecommendationRequest, req.body);
      res.json(ruleRecommendationResponse(diamonds, readQuery(preferenceBody.preference), stock.sold()));
      return;
    }
    res.json(tuningResponse(diamonds, validateBody(tuningRequest, req.body).body, stock.sold()));
  });
  return router;
}

/** The inner `body` when it is an object (anything else is left to the preference form's validation to name). */
function bodyOf(request: unknown): Record<string, unknown> | undefined {
  const body = typeof request === 'object' && request !== null ? (request as { body?: unknown }).body : undefined;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

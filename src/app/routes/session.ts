import { firstValueFrom, type Observable } from 'rxjs';
import type { ActionFunctionArgs } from 'react-router';
import type { z } from 'zod/mini';
import { registerRequestSchema, SESSION_COMMANDS, signInRequestSchema, signOutRequestSchema, type SessionCommandWire } from '../../../contracts/storefront/session';
import { Register } from '../../application/account/register.use-case';
import { SignIn } from '../../application/account/sign-in.use-case';
import { SignOut } from '../../application/account/sign-out.use-case';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isFormFieldRefused } from '../../domain/shared/field-refusal';
import { isShopError } from '../../domain/shared/shop-error';
import { containerOf } from '../request-context';
import { publicOrigin } from '../request-container.server';
import { changesSomething, fromAnotherSite } from '../server/same-site';

/** A session call's body is a few fields: anything longer is not one. */
const MAX_BODY_BYTES = 4 * 1024;

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
const refusal = (status: number, message: string, code = 'SESSION.REFUSED', more: Record<string, unknown> = {}) => answer(status, { code, message, ...more });

async function bodyOf<Schema extends z.ZodMiniType>(request: Request, schema: Schema): Promise<z.output<Schema> | null> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) return null;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const isCommand = (value: string | undefined): value is SessionCommandWire => (SESSION_COMMANDS as readonly string[]).includes(value ?? '');

/**
 * `/session/{sign-in|register|sign-out}`: the browser's way to sign the shopper in, up and out, answered by the same use
 * cases its models run (`SignIn`, `Register`, `SignOut`), on the server, where the sign-in is kept: the answer sets the
 * session's cookies (the token `HttpOnly`). Only a POST of JSON from the shop's own pages is taken.
 */
export async function action({ request, params, context }: ActionFunctionArgs): Promise<Response> {
  if (!isCommand(params.command)) return refusal(404, 'There is no such session call.');
  if (changesSomething(request.method) && fromAnotherSite((name) => request.headers.get(name), publicOrigin(request))) return refusal(403, 'Requests from another site are refused.');
  if (request.method !== 'POST') return refusal(405, 'Session calls are made with POST.');
  const container = containerOf(context);
  let work: Observable<unknown> | null = null;
  if (params.command === 'sign-in') {
    const body = await bodyOf(request, signInRequestSchema);
    if (body) work = container.get(SignIn).execute(body.email, body.password);
  } else if (params.command === 'register') {
    const body = await bodyOf(request, registerRequestSchema);
    if (body) work = container.get(Register).execute(body.customer, body.password);
  } else {
    const body = await bodyOf(request, signOutRequestSchema);
    if (body) work = container.get(SignOut).execute();
  }
  if (!work) return refusal(400, 'The session call is not one the shop makes.');
  try {
    await firstValueFrom(work, { defaultValue: undefined });
    return answer(200, { done: true });
  } catch (error) {
    const told = isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG;
    // The store's own statuses: a refused sign-in is its 401; a blank field or any other refusal a 400; a store
    // that cannot be reached a 503.
    const status = told.code === 'GENERAL.SERVICE_DOWN' ? 503 : params.command === 'sign-in' && told.code === 'ACCOUNT.REFUSED' ? 401 : 400;
    return refusal(status, told.message, told.code, isFormFieldRefused(told) ? { field: told.field, reason: told.reason } : {});
  }
}

/** GET and HEAD: session calls change something, and are made with POST only. */
export const loader = ({ params }: ActionFunctionArgs): Response => (isCommand(params.command) ? refusal(405, 'Session calls are made with POST.') : refusal(404, 'There is no such session call.'));

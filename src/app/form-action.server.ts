import type { Container, ServiceIdentifier } from 'inversify';
import { redirect } from 'react-router';
import type { FormModel, FormState, SentForm } from '../application/kernel/form.model';

export type { SentForm };

/** A form post is a few fields: anything longer is not one of the shop's. */
const MAX_FORM_BYTES = 16 * 1024;

/** The fields of a form post (text fields only, bounded), or null for a body that is not a form of the shop's. */
export async function formFieldsOf(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return null;
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] = value;
  return fields;
}

/** What never comes back in a page: a password typed into a refused form. */
const isSecret = (field: string): boolean => /password/i.test(field);

/**
 * A form of the page sent before the page's script ran: the same presentation model the page binds runs on the
 * storefront's server (built from the request's container, so the same use cases and the same checks), fed the fields
 * the browser posted. Sent, the browser is led where the model leads (303: a reload does not post again); refused,
 * the page renders again with what was typed (passwords left out), each field's message and the form's.
 */
/** What the server needs of a form's model: its state, and the commands the page calls. */
type SendableForm = Pick<FormModel<Record<string, string>>, 'change' | 'submit'> & { readonly state: FormState<Record<string, string>> };

export async function sendFormOnServer<M extends SendableForm>(
  container: Container,
  token: ServiceIdentifier<M>,
  form: string,
  fields: Readonly<Record<string, string>>,
  open?: (model: M) => void,
): Promise<Response | SentForm> {
  const model = container.get(token);
  open?.(model);
  for (const field of Object.keys(model.state.values)) if (typeof fields[field] === 'string') model.change(field, fields[field]);
  await model.submit();
  const destination = model.state.destination;
  if (destination) return redirect(destination.to, 303);
  const values = Object.fromEntries(Object.entries(model.state.values).filter(([field]) => !isSecret(field)));
  return { form, values, errors: model.state.errors, error: model.state.error };
}

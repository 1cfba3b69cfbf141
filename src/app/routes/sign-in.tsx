import { data, type ActionFunctionArgs } from 'react-router';
import { SignInModel } from '../../application/account/sign-in.model';
import { SignUpModel } from '../../application/account/sign-up.model';
import { formFieldsOf, sendFormOnServer } from '../form-action.server';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/account/sign-in-page';

/** The log-in and the sign-up form, sent before the page's script ran: the same models run on the server (the
 * sign-in kept in the session's cookies), and the browser goes on to the return url, or sees the refusal on the page
 * with what was typed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFieldsOf(request);
  if (!fields) return data({ form: 'none', values: {}, errors: {}, error: 'The form could not be read. Please try again.' }, { status: 400 });
  const returnUrl = new URL(request.url).searchParams.get('returnUrl');
  const container = containerOf(context);
  const sent =
    fields.intent === 'sign-up'
      ? await sendFormOnServer(container, SignUpModel, 'sign-up', fields, (model) => model.open(returnUrl))
      : await sendFormOnServer(container, SignInModel, 'sign-in', fields, (model) => model.open(returnUrl));
  return sent instanceof Response ? sent : data(sent, { status: 400 });
}

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/register');

import { data, type ActionFunctionArgs } from 'react-router';
import { SignUpModel } from '../../application/account/sign-up.model';
import { formFieldsOf, sendFormOnServer } from '../form-action.server';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/account/new-client-page';

/** The sign-up form, sent before the page's script ran: the same model runs on the server. */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFieldsOf(request);
  if (!fields) return data({ form: 'none', values: {}, errors: {}, error: 'The form could not be read. Please try again.' }, { status: 400 });
  const sent = await sendFormOnServer(containerOf(context), SignUpModel, 'sign-up', fields, (model) => model.open(new URL(request.url).searchParams.get('returnUrl')));
  return sent instanceof Response ? sent : data(sent, { status: 400 });
}

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/new-client');

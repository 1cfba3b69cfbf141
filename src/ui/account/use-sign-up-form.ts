import { useEffect } from 'react';
import { useActionData, useLocation } from 'react-router';
import { SignUpModel } from '../../application/account/sign-up.model';
import type { SentForm } from '../../application/kernel/form.model';
import { useDestination } from '../common/use-destination';
import { useReturnUrl } from '../common/use-return-url';
import { useModel, useModelState } from '../rx/use-model';

/** The sign-up form: the model with the page to go on to, the page the shopper came from (navigation state) or
 * else the return url of the address (beside the log-in form, both lead to the same page). */
export function useSignUpForm() {
  // A refusal the server answered to the form sent before the page's script ran: what was typed and why.
  const sent = useActionData() as SentForm | undefined;
  const model = useModel(SignUpModel, (created) => sent?.form === 'sign-up' && created.restore(sent));
  const state = useModelState(model);
  const from = (useLocation().state as { from?: string } | null)?.from;
  const returnUrl = useReturnUrl();
  const goOnTo = from ?? returnUrl;
  useEffect(() => model.open(goOnTo), [model, goOnTo]);
  useDestination(state.destination);
  return { model, state };
}

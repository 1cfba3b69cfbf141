import { useEffect } from 'react';
import { useActionData } from 'react-router';
import { SignInModel } from '../../application/account/sign-in.model';
import type { SentForm } from '../../application/kernel/form.model';
import { useDestination } from '../common/use-destination';
import { useReturnUrl } from '../common/use-return-url';
import { useModel, useModelState } from '../rx/use-model';

/** /register, the log-in form: the model with the page's return url; where it leads, the page goes. */
export function useSignInPage() {
  // A refusal the server answered to the form sent before the page's script ran: what was typed and why.
  const sent = useActionData() as SentForm | undefined;
  const model = useModel(SignInModel, (created) => sent?.form === 'sign-in' && created.restore(sent));
  const state = useModelState(model);
  const returnUrl = useReturnUrl();
  useEffect(() => model.open(returnUrl), [model, returnUrl]);
  useDestination(state.destination);
  return { model, state };
}

import { useEffect } from 'react';
import { SignInModel } from '../../application/account/sign-in.model';
import { useDestination } from '../common/use-destination';
import { useReturnUrl } from '../common/use-return-url';
import { useModel, useModelState } from '../rx/use-model';

/** /register, the log-in form: the model with the page's return url; where it leads, the page goes. */
export function useSignInPage() {
  const model = useModel(SignInModel);
  const state = useModelState(model);
  const returnUrl = useReturnUrl();
  useEffect(() => model.open(returnUrl), [model, returnUrl]);
  useDestination(state.destination);
  return { model, state };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SignUpModel } from '../../application/account/sign-up.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** The sign-up form: the model with the page the shopper came from (navigation state). */
export function useSignUpForm() {
  const model = useModel(SignUpModel);
  const state = useModelState(model);
  const from = (useLocation().state as { from?: string } | null)?.from;
  useEffect(() => model.open(from), [model, from]);
  useDestination(state.destination);
  return { model, state };
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PasswordChangeModel, PasswordResetModel, PasswordResetRequestModel } from '../../application/account/password.models';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /password-forgot. */
export function usePasswordResetRequest() {
  const model = useModel(PasswordResetRequestModel);
  return { model, state: useModelState(model) };
}

/** /password-reset?token=: the model with the token of the emailed link. */
export function usePasswordReset() {
  const model = useModel(PasswordResetModel);
  const state = useModelState(model);
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => model.open(token), [model, token]);
  return { model, state };
}

/** /password-change: a guest is led to sign in first. */
export function usePasswordChange() {
  const model = useModel(PasswordChangeModel);
  const state = useModelState(model);
  useDestination(state.destination);
  return { model, state };
}

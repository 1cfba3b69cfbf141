import { useEffect } from 'react';
import { AccountModel } from '../../application/account/account.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /account: the model, opened on arrival; a guest is led to sign in. */
export function useAccountPage() {
  const model = useModel(AccountModel);
  const state = useModelState(model);
  useEffect(() => void model.open(), [model]);
  useDestination(state.destination);
  return { model, state };
}

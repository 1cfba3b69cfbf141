import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { AccountModel } from '../../application/account/account.model';
import type { AccountOverview } from '../../application/account/load-account.query';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /account: the model, opened on arrival; a guest is led to sign in. */
export function useAccountPage() {
  // The account the server read for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as { overview?: AccountOverview } | null | undefined;
  const model = useModel(AccountModel, (created) => seed?.overview && created.seed(seed.overview));
  const state = useModelState(model);
  useEffect(() => void model.open(), [model]);
  useDestination(state.destination);
  return { model, state };
}

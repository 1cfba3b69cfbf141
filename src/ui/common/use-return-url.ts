import { useSearchParams } from 'react-router';

/** The page to come back to after signing in (`?returnUrl=`), or null. */
export function useReturnUrl(): string | null {
  const [params] = useSearchParams();
  return params.get('returnUrl');
}

// The state the 2FA setup screens pass each other (spec: code setup "takes state isFirst and
// isFromActivation"). The activation flow may also say so with ?isFromActivation=true.
import { redirect } from 'react-router-dom';
import { getPendingTwoFactor, isLoggedIn } from '../../browser-storage/session';

export interface SetupState {
  isFirst: boolean;
  isFromActivation: boolean;
}

export function setupStateOf(state: unknown, search: string): SetupState {
  const given = (state ?? {}) as Partial<SetupState>;
  const fromQuery = new URLSearchParams(search).get('isFromActivation') === 'true';
  return {
    isFirst: given.isFirst !== false,
    isFromActivation: given.isFromActivation === true || fromQuery,
  };
}

/** Both setup screens need the secret the login step kept; signed in, or without one, elsewhere. */
export function pendingSetupLoader() {
  if (isLoggedIn()) return redirect('/app/home/');
  if (!getPendingTwoFactor()?.setup) return redirect('/');
  return null;
}

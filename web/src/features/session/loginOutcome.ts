// What a password login's payload means for the screen: logged in, on to a two-factor screen, or
// failed with errors to show. Kept apart from the form so the mapping is tested on its own.
import { loginStrings } from './strings';

export interface LoginResult {
  readonly accessToken: string | null | undefined;
  readonly expiresIn: number | null | undefined;
  readonly showRecaptcha: boolean;
  readonly userAccountLocked: boolean;
  readonly requiresTwoFactorSetup: boolean;
  readonly requiresTwoFactorValidation: boolean;
  readonly twoFactorSetup?: { readonly secret: string; readonly url: string } | null;
  readonly errors: readonly { readonly field: string | null | undefined; readonly message: string }[];
}

export type LoginOutcome = { showRobotCheck: boolean } & (
  | { kind: 'logged-in'; accessToken: string; expiresIn: number | null }
  | { kind: 'two-factor'; next: '/two-fa-qr-setup/' | '/two-fa/'; setup: { secret: string; url: string } | null }
  | { kind: 'failed'; errors: { field: string | null; message: string }[] }
);

export function loginOutcome(result: LoginResult): LoginOutcome {
  const showRobotCheck = result.showRecaptcha;
  if (result.requiresTwoFactorSetup && result.twoFactorSetup) {
    const { secret, url } = result.twoFactorSetup;
    return { showRobotCheck, kind: 'two-factor', next: '/two-fa-qr-setup/', setup: { secret, url } };
  }
  if (result.requiresTwoFactorValidation) return { showRobotCheck, kind: 'two-factor', next: '/two-fa/', setup: null };
  if (result.accessToken)
    return { showRobotCheck, kind: 'logged-in', accessToken: result.accessToken, expiresIn: result.expiresIn ?? null };
  const errors = result.errors.map((error) => ({ field: error.field ?? null, message: error.message }));
  if (errors.length > 0) return { showRobotCheck, kind: 'failed', errors };
  // No token, no second factor and no words from the server: the spec's generic failure. (A lock
  // always comes with the gateway's words, whose lock time is the api's; the web keeps no copy.)
  return { showRobotCheck, kind: 'failed', errors: [{ field: null, message: loginStrings.unableToLogin }] };
}

// For tests: the code an authenticator app would show now (or some steps away) for a secret.
import { createGuardrails, generate } from 'otplib';

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export function codeFor(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, guardrails, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

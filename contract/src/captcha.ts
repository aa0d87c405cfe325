// Captcha: the robot check's challenge, a self-hosted ALTCHA v2 proof of work (PBKDF2/SHA-256).
// The widget solves it and sends base64 of `{ challenge, solution }` as `recaptcha`.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';

export const challengeAnswer = z
  .object({
    parameters: z.object({
      algorithm: z.literal('PBKDF2/SHA-256'),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string(),
      expiresAt: z.number().int().meta({ description: 'Seconds since the epoch' }),
    }),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });

export const challenge = endpoint({
  api: 'main',
  method: 'get',
  path: '/captcha/challenge',
  summary: 'A signed, expiring robot-check challenge',
  auth: 'none',
  access: publicCall,
  responses: { 200: challengeAnswer },
});

export type ChallengeAnswer = z.infer<typeof challengeAnswer>;

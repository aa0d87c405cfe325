// The robot check: a self-hosted ALTCHA proof of work (altcha-lib v2, PBKDF2/SHA-256). The
// challenge is HMAC-signed and expires; a solution is accepted once (captcha_spent), and the
// key shared by every api instance lives in the database unless configured.
import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeAnswer } from '@portal/contract/captcha';
import type { CaptchaOwed } from '@portal/contract/errors';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema-jobs.js';
import { captchaRequirements, captchaSpent } from '../db/schema-login.js';
import type { CaptchaConfig } from '../config.js';
import { HttpError } from '../http/errors.js';

export const captchaMessage = 'Please confirm that you are not a robot!';
export const captchaAlgorithm = 'PBKDF2/SHA-256' as const;

/** 422 on the login paths and the forgotten password while a solved robot check is owed. */
export const captchaRequired = () =>
  new HttpError(422, { errors: { recaptcha: [captchaMessage] }, showRecaptcha: true } satisfies CaptchaOwed);

/** Milliseconds since the epoch; tests pass a clock of their own instead of waiting for one. */
export type Clock = () => number;

interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

export class Captcha {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: CaptchaConfig,
    private readonly now: Clock = Date.now,
  ) {}

  async challenge(): Promise<ChallengeAnswer> {
    const secret = await this.hmacSecret();
    const { parameters, signature } = await createChallenge({
      algorithm: captchaAlgorithm,
      cost: this.config.cost,
      // Deterministic mode: the solver must find this counter, so the work is up to maxNumber tries.
      counter: randomInt(this.config.maxNumber),
      deriveKey,
      expiresAt: new Date(this.now() + this.config.ttlSeconds * 1000),
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySignatureSecret(secret),
    });
    // Both secrets and an expiry were given, so altcha-lib signed both and set the expiry.
    const { keySignature, expiresAt } = parameters;
    if (!signature || !keySignature || expiresAt === undefined)
      throw new Error('altcha-lib answered an unsigned challenge');
    return { parameters: { ...parameters, algorithm: captchaAlgorithm, keySignature, expiresAt }, signature };
  }

  /** True for a valid, unexpired solution never used before; it is used up by this call. */
  async verify(payload: string | undefined | null): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded?.challenge.parameters.expiresAt || !decoded.challenge.signature) return false;
    const { expiresAt } = decoded.challenge.parameters;
    // Expiry by this clock (altcha-lib checks it again against the system's).
    if (expiresAt * 1000 < this.now()) return false;
    const secret = await this.hmacSecret();
    let verified = false;
    try {
      ({ verified } = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySignatureSecret(secret),
      }));
    } catch {
      return false;
    }
    if (!verified) return false;
    // The insert is the single-use check: a second use of the same challenge finds the row.
    const spent = await this.db
      .insert(captchaSpent)
      .values({ signature: decoded.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ signature: captchaSpent.signature });
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, sql`now() - interval '1 minute'`));
    return spent.length === 1;
  }

  async isRequiredFor(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ email: captchaRequirements.email })
      .from(captchaRequirements)
      .where(eq(captchaRequirements.email, email));
    return row !== undefined;
  }

  async requireFor(email: string): Promise<void> {
    await this.db.insert(captchaRequirements).values({ email }).onConflictDoNothing();
  }

  async clearFor(email: string): Promise<void> {
    await this.db.delete(captchaRequirements).where(eq(captchaRequirements.email, email));
  }

  private hmacSecret(): Promise<string> {
    if (!this.secret) {
      this.secret = this.config.hmacSecret
        ? Promise.resolve(this.config.hmacSecret)
        : storedSecret(this.db, 'captcha_hmac');
      // A database hiccup on the first read must not stick: the next call reads again.
      this.secret.catch(() => {
        this.secret = undefined;
      });
    }
    return this.secret;
  }
}

function keySignatureSecret(secret: string): string {
  return `${secret}:derived-key`;
}

/** The widget sends base64 of JSON `{ challenge, solution }`; anything else is no solution. */
function decodePayload(payload: string | undefined | null): CaptchaPayload | undefined {
  if (!payload) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<CaptchaPayload> | null;
    if (!parsed?.challenge?.parameters || typeof parsed.solution !== 'object' || parsed.solution === null)
      return undefined;
    return parsed as CaptchaPayload;
  } catch {
    return undefined;
  }
}

/** One secret per database: the first instance to ask creates it, every other reads the same. */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} is missing`);
  return row.value;
}

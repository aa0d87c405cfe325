// Secrets at rest: TOTP seeds, SSO client secrets and resendable links are
// stored sealed with AES-256-GCM, so a copy of the database alone gives none of them away. Each
// value gets its own random 96-bit IV; the GCM tag makes any tampering an error, not garbage.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('an AES-256 key is 32 bytes');
  }

  /** `v1.<base64url(iv | tag | ciphertext)>` */
  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** The plaintext of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string {
    if (!isSealed(sealed)) throw new Error('not a sealed value');
    const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

export function isSealed(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

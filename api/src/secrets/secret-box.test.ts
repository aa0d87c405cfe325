import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyFileName, resolveEncryptionKey } from './encryption-key.js';
import { isSealed, SecretBox } from './secret-box.js';

const box = new SecretBox(randomBytes(32));

test('a sealed secret opens to itself, and never looks like it', () => {
  const sealed = box.seal('JBSWY3DPEHPK3PXP');
  expect(isSealed(sealed)).toBe(true);
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  // A fresh IV each time: equal secrets do not give equal rows.
  expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
});

test('another key, or one changed character, is an error rather than a wrong secret', () => {
  const sealed = box.seal('GEZDGNBVGY3TQOJQ');
  expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
  // A character in the middle: every bit of it counts. (The last character of base64 may carry
  // padding bits that decoding ignores, so changing it failed to alter the bytes one run in ~16.)
  const middle = Math.floor(sealed.length / 2);
  const other = sealed[middle] === 'A' ? 'g' : 'A';
  expect(() => box.open(`${sealed.slice(0, middle)}${other}${sealed.slice(middle + 1)}`)).toThrow();
  expect(() => box.open('GEZDGNBVGY3TQOJQ')).toThrow();
});

test('the key: configured, else generated once into the data folder, and required in production', () => {
  const configured = randomBytes(32);
  expect(resolveEncryptionKey({ encryptionKey: configured, production: true }, './data')).toBe(configured);
  expect(() => resolveEncryptionKey({ production: true }, './data')).toThrow(/DATA_ENCRYPTION_KEY/);
  expect(resolveEncryptionKey({ production: false }, 'memory://')).toHaveLength(32);

  const dir = mkdtempSync(join(tmpdir(), 'key-'));
  try {
    const first = resolveEncryptionKey({ production: false }, dir);
    expect(resolveEncryptionKey({ production: false }, dir).equals(first)).toBe(true);
    expect(Buffer.from(readFileSync(join(dir, keyFileName), 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(statSync(join(dir, keyFileName)).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { webcrypto } from 'node:crypto';
import { sha256Hex } from './deviceToken';

beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});

describe('sha256Hex', () => {
  it('gives the hex SHA-256 digest', async () => {
    await expect(sha256Hex('abc')).resolves.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

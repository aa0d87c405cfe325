// Where the key of the secret box comes from: DATA_ENCRYPTION_KEY when set (production requires
// it, and every api instance of a scaled-out deployment shares it). Otherwise, for a single
// machine in development, a key generated once into the data folder, beside the embedded
// database it protects, so that a restart can still read what it sealed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiConfig } from '../config.js';

export const keyFileName = 'encryption.key';

export function resolveEncryptionKey(
  config: Pick<ApiConfig, 'encryptionKey' | 'production'>,
  dataDir: string | undefined,
): Buffer {
  if (config.encryptionKey) return config.encryptionKey;
  if (config.production) throw new Error('DATA_ENCRYPTION_KEY is required in production (32 bytes, base64)');
  // A throwaway database gets a throwaway key: nothing sealed outlives the process.
  if (!dataDir || dataDir.startsWith('memory://')) return randomBytes(32);
  const file = join(dataDir, keyFileName);
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together cannot both write a key; the loser reads the winner's.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKey(file);
}

function readKey(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

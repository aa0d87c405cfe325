// What routes and domains are handed: built once per app by createApiApp (server.ts) and passed
// down explicitly, so no code looks its settings up by the database handle it was given.
import type { Captcha } from './auth/captcha.js';
import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import type { SecretBox } from './secrets/secret-box.js';

export interface ApiServices {
  db: Database;
  config: ApiConfig;
  /** Seals and opens secrets at rest (TOTP seeds, resendable links). */
  secretBox: SecretBox;
  /** The robot check, with its own clock. */
  captcha: Captcha;
  /** Tells the job worker there is new work (after a mail is queued). */
  kickJobs: () => void;
}

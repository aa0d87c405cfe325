// Platform settings: the client's 2FA enforcement (clients.requires_two_fa, which the login reads
// to send everyone without 2FA to set it up), contact us (clients.contact_us_enabled, which the
// contact page, the footer and the site read) and the support email and phone (clients.support_email
// and benefit_brand_phone_number, which GET /user gives as supportEmail and supportNumber). Every
// change writes an audit row in the same transaction: who, as whom, from what, to what.
import type { EnforcementSetting, SupportSettings } from '@portal/contract/platform-settings';
import { supportNumber } from '@portal/contract/platform-settings';
import { eq } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema-clients.js';
import { withTransaction } from '../db/transaction.js';
import { notFound } from '../http/errors.js';

/** The client's settings; `lock` holds the row until the transaction ends, so the audit's "from" is exact. */
async function clientRow(db: Pick<Database, 'select'>, clientId: number, lock = false) {
  const query = db
    .select({
      requiresTwoFa: clients.requiresTwoFa,
      contactUsEnabled: clients.contactUsEnabled,
      supportEmail: clients.supportEmail,
      phone: clients.benefitBrandPhoneNumber,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const [client] = lock ? await query.for('update') : await query;
  if (!client) throw notFound();
  return client;
}

const phoneRule = supportNumber();

/** The stored number when it is one; placeholders some clients carry ('0', 'TBC') read as none. */
function supportNumberOf(phone: string | null): string {
  const parsed = phoneRule.safeParse(phone ?? '');
  return parsed.success ? parsed.data : '';
}

export async function enforcementSettingOf(db: Database, clientId: number): Promise<EnforcementSetting> {
  return { isEnforcementTwoFAEnabled: (await clientRow(db, clientId)).requiresTwoFa };
}

export async function setEnforcement(
  db: Database,
  admin: EmployerSession,
  body: EnforcementSetting,
): Promise<EnforcementSetting> {
  const clientId = admin.user.clientId;
  return withTransaction(db, async (tx) => {
    const before = await clientRow(tx, clientId, true);
    const to = body.isEnforcementTwoFAEnabled;
    if (before.requiresTwoFa !== to) {
      await tx.update(clients).set({ requiresTwoFa: to }).where(eq(clients.id, clientId));
      await audit(tx, admin, 'platform-settings.two-factor-enforcement', { from: before.requiresTwoFa, to });
    }
    return { isEnforcementTwoFAEnabled: to };
  });
}

export async function supportSettingsOf(db: Database, clientId: number): Promise<SupportSettings> {
  const client = await clientRow(db, clientId);
  return {
    contactUsEnabled: client.contactUsEnabled,
    supportEmail: client.supportEmail ?? '',
    supportNumber: supportNumberOf(client.phone),
  };
}

export async function setSupportSettings(
  db: Database,
  admin: EmployerSession,
  body: SupportSettings,
): Promise<SupportSettings> {
  const clientId = admin.user.clientId;
  return withTransaction(db, async (tx) => {
    const client = await clientRow(tx, clientId, true);
    const before: SupportSettings = {
      contactUsEnabled: client.contactUsEnabled,
      supportEmail: client.supportEmail ?? '',
      supportNumber: supportNumberOf(client.phone),
    };
    const changed = (Object.keys(body) as (keyof SupportSettings)[]).filter((key) => before[key] !== body[key]);
    if (changed.length > 0) {
      await tx
        .update(clients)
        .set({
          contactUsEnabled: body.contactUsEnabled,
          supportEmail: body.supportEmail,
          benefitBrandPhoneNumber: body.supportNumber || null,
        })
        .where(eq(clients.id, clientId));
      const pick = (settings: SupportSettings) => Object.fromEntries(changed.map((key) => [key, settings[key]]));
      await audit(tx, admin, 'platform-settings.support', { from: pick(before), to: pick(body) });
    }
    return body;
  });
}

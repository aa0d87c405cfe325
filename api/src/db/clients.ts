// The client (tenant) rows that several domains read: a site by its domain, a person's client.
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { preparedFor } from './prepared.js';
import { clients } from './schema-clients.js';

export type Client = typeof clients.$inferSelect;

// Both reads are made on nearly every page (its site's branding, its person's client): built once
// (prepared.ts).
const clientByDomainRead = preparedFor('client_by_domain', (db) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.domain, sql.placeholder('domain'))),
);

/** The client a browser's domain names: its subdomain prefix, or 'localhost'. */
export async function findClientByDomain(db: Database, domain: string): Promise<Client | undefined> {
  const [client] = await clientByDomainRead(db).execute({ domain: domain.trim().toLowerCase() });
  return client;
}

const clientRead = preparedFor('client_by_id', (db) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.id, sql.placeholder('id'))),
);

/** A person's client; undefined for platform administrators, who belong to none. */
export async function clientOf(db: Database, person: { clientId: number | null }): Promise<Client | undefined> {
  if (person.clientId === null) return undefined;
  const [client] = await clientRead(db).execute({ id: person.clientId });
  return client;
}

// The client (tenant) rows that several domains read: a site by its domain, a person's client.
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { clients } from './schema-clients.js';

export type Client = typeof clients.$inferSelect;

/** The client a browser's domain names: its subdomain prefix, or 'localhost'. */
export async function findClientByDomain(db: Database, domain: string): Promise<Client | undefined> {
  const [client] = await db.select().from(clients).where(eq(clients.domain, domain.trim().toLowerCase()));
  return client;
}

/** A person's client; undefined for platform administrators, who belong to none. */
export async function clientOf(db: Database, person: { clientId: number | null }): Promise<Client | undefined> {
  if (person.clientId === null) return undefined;
  const [client] = await db.select().from(clients).where(eq(clients.id, person.clientId));
  return client;
}

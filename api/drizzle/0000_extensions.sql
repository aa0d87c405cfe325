-- Trigram indexes for substring search (employee tables). PGlite loads the extension's code
-- itself (see db/client.ts); PostgreSQL needs the contrib package, standard in Debian's server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

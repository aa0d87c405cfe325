-- Custom migration (drizzle-kit generate --custom): keep it when migrations are regenerated.
-- A dry run's rows blob is gzip already (employee-values.ts): the default EXTENDED storage tried
-- to compress it again on every insert, for nothing. EXTERNAL stores it out of line as it is.
ALTER TABLE "data_loads" ALTER COLUMN "rows_blob" SET STORAGE EXTERNAL;

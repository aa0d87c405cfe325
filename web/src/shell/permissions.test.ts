// Nothing in the web app decides access itself: what a session may do comes from Viewer.can (the
// gateway's reading of the api's access declarations). The role flags the viewer also carries
// (isEmployerAdmin, isApprover, isPlatformAdmin) are the spec's fields, and no screen reads them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(path);
    // Tests of this rule name the flags; component tests may mock the schema's fields as they please.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test('no file of the web app reads a role flag to decide what to offer', () => {
  const readers = sources(src).filter((file) =>
    /\b(isEmployerAdmin|isApprover|isPlatformAdmin)\b/.test(readFileSync(file, 'utf8')),
  );
  expect(readers.map((file) => file.slice(src.length))).toEqual([]);
});

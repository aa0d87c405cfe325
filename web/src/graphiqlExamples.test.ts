// Every example GraphiQL opens is a valid operation of the schema as the gateway prints it, and
// its variables are JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { exampleTabs } from './graphiqlExamples';

const schema = buildSchema(readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8'));

test.each(exampleTabs.map((tab) => [tab.query.match(/(query|mutation) (\w+)/)![2]!, tab] as const))(
  '%s is valid against schema.graphql',
  (_name, tab) => {
    expect(validate(schema, parse(tab.query)).map((error) => error.message)).toEqual([]);
    if (tab.variables) expect(() => JSON.parse(tab.variables!)).not.toThrow();
    if (tab.headers) expect(JSON.parse(tab.headers)).toHaveProperty('Authorization');
  },
);

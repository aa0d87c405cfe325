// GraphiQL's schema comes from the introspection query, nested deeper (`ofType` chains) than any
// query of ours; the depth limit must let it through outside production, and nothing else.
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { buildGatewaySchema } from '../schema/index.js';
import { depthLimit } from './validation-rules.js';

const gatewaySchema = buildGatewaySchema();

test("GraphiQL's introspection query passes the gateway's depth limit", () => {
  for (const query of [
    getIntrospectionQuery(),
    // What GraphiQL 3+ asks for.
    getIntrospectionQuery({
      descriptions: true,
      inputValueDeprecation: true,
      schemaDescription: true,
      specifiedByUrl: true,
    }),
  ]) {
    expect(validate(gatewaySchema, parse(query), [depthLimit(12)]).map((error) => error.message)).toEqual([]);
  }
});

test('introspection is not a way round the limit for the rest of a document', () => {
  const schema = buildSchema('type Node { child: Node name: String } type Query { root: Node }');
  const errorsOf = (source: string) => validate(schema, parse(source), [depthLimit(3)]).map((error) => error.message);
  expect(
    errorsOf('{ __schema { types { fields { type { ofType { ofType { name } } } } } } root { child { name } } }'),
  ).toEqual([]);
  expect(errorsOf('{ __schema { types { name } } root { child { child { name } } } }')).toEqual([
    'The query is nested more than 3 levels deep',
  ]);
  expect(
    errorsOf('{ ...Deep } fragment Deep on Query { __type(name: "Node") { name } root { child { child { name } } } }'),
  ).toHaveLength(1);
});

import { buildSchema, parse, validate } from 'graphql';
import { aliasLimit, depthLimit, singleAttempt } from './validation-rules.js';

const schema = buildSchema(`
  type Node { child: Node name: String }
  type Query { root: Node }
  type Mutation { login(email: String!): String }
`);

const errorsOf = (source: string, rule: ReturnType<typeof depthLimit>) =>
  validate(schema, parse(source), [rule]).map((error) => error.message);

test('depth is limited, through fragments too', () => {
  expect(errorsOf('{ root { child { name } } }', depthLimit(3))).toEqual([]);
  expect(errorsOf('{ root { child { child { name } } } }', depthLimit(3))).toHaveLength(1);
  expect(errorsOf('{ root { ...F } } fragment F on Node { child { child { name } } }', depthLimit(3))).toHaveLength(1);
});

test('aliases are limited', () => {
  expect(errorsOf('{ a: root { name } b: root { name } }', aliasLimit(2))).toEqual([]);
  expect(errorsOf('{ a: root { name } b: root { name } c: root { name } }', aliasLimit(2))).toHaveLength(1);
});

test('aliases cannot turn one request into many login attempts', () => {
  expect(errorsOf('mutation { login(email: "a") }', singleAttempt(['login']))).toEqual([]);
  expect(errorsOf('mutation { a: login(email: "a") b: login(email: "b") }', singleAttempt(['login']))).toEqual([
    'Only one login is allowed per request',
  ]);
});

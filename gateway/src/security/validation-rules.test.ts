import { buildSchema, parse, validate } from 'graphql';
import { buildGatewaySchema } from '../schema/index.js';
import { aliasLimit, depthLimit, singleSecretCheck } from './validation-rules.js';

const schema = buildSchema(`
  directive @secretCheck on FIELD_DEFINITION
  type Node { child: Node name: String }
  type Query { root: Node }
  type Namespace { verify(code: String!): String @secretCheck }
  type Mutation {
    login(email: String!): String @secretCheck
    logInWithCode(code: String!): String @secretCheck
    logout: String
    account: Namespace
  }
`);

const errorsOf = (source: string, rule: ReturnType<typeof depthLimit>, against = schema) =>
  validate(against, parse(source), [rule]).map((error) => error.message);

test('depth is limited, through fragments too', () => {
  expect(errorsOf('{ root { child { name } } }', depthLimit(3))).toEqual([]);
  expect(errorsOf('{ root { child { child { name } } } }', depthLimit(3))).toHaveLength(1);
  expect(errorsOf('{ root { ...F } } fragment F on Node { child { child { name } } }', depthLimit(3))).toHaveLength(1);
});

test('aliases are limited', () => {
  expect(errorsOf('{ a: root { name } b: root { name } }', aliasLimit(2))).toEqual([]);
  expect(errorsOf('{ a: root { name } b: root { name } c: root { name } }', aliasLimit(2))).toHaveLength(1);
});

describe('one secret check per request', () => {
  const refused = ['Only one secret check is allowed per request'];

  test('one secret-checking field passes, beside any number of others', () => {
    expect(errorsOf('mutation { login(email: "a") logout }', singleSecretCheck())).toEqual([]);
    expect(errorsOf('mutation { a: logout b: logout account { verify(code: "1") } }', singleSecretCheck())).toEqual([]);
  });

  test('aliases of one field, and different fields, count together', () => {
    expect(errorsOf('mutation { a: login(email: "a") b: login(email: "b") }', singleSecretCheck())).toEqual(refused);
    expect(errorsOf('mutation { login(email: "a") logInWithCode(code: "1") }', singleSecretCheck())).toEqual(refused);
    expect(errorsOf('mutation { login(email: "a") account { verify(code: "1") } }', singleSecretCheck())).toEqual(
      refused,
    );
  });

  test('fragments, inline or named, are counted where they are spread', () => {
    expect(
      errorsOf(
        'mutation { ...A ...B } fragment A on Mutation { a: login(email: "a") } fragment B on Mutation { b: login(email: "b") }',
        singleSecretCheck(),
      ),
    ).toEqual(refused);
    expect(
      errorsOf('mutation { login(email: "a") ... on Mutation { logInWithCode(code: "1") } }', singleSecretCheck()),
    ).toEqual(refused);
    expect(
      errorsOf(
        'mutation { x: account { ...V } y: account { ...V } } fragment V on Namespace { verify(code: "1") }',
        singleSecretCheck(),
      ),
    ).toEqual(refused);
  });

  test('each operation of a document is judged on its own: only one of them runs', () => {
    expect(errorsOf('mutation A { login(email: "a") } mutation B { login(email: "b") }', singleSecretCheck())).toEqual(
      [],
    );
  });

  test("the gateway's own secret checks carry the directive", () => {
    const gateway = buildGatewaySchema();
    const marked = Object.values(gateway.getMutationType()!.getFields())
      .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === 'secretCheck'))
      .map((field) => field.name)
      .sort();
    expect(marked).toEqual([
      'activateAccount',
      'changeEmail',
      'changePassword',
      'checkActivationPassword',
      'checkPasswordResetPassword',
      'checkProfilePassword',
      'disableTwoFactor',
      'enableTwoFactor',
      'logInWithTwoFactorCode',
      'login',
      'resetPassword',
      'setUpTwoFactor',
      'startTwoFactorSetup',
      'verifyActivationDateOfBirth',
      'verifyPasswordResetDateOfBirth',
    ]);
    const twoCodes = `mutation {
      a: logInWithTwoFactorCode(input: { code: "1", email: "e", password: "p", deviceToken: "d" }) { accessToken }
      b: verifyPasswordResetDateOfBirth(input: { token: "t", dateOfBirth: "01/01/1990" }) { verified } }`;
    expect(errorsOf(twoCodes, singleSecretCheck(), gateway)).toEqual(refused);
  });
});

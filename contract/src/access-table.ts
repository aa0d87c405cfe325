// docs/access.md, printed from the endpoints' access declarations as the OpenAPI description is:
// one table a person can read, which cannot drift from what the api enforces.
import { type Access, dataRules, personStates, roles } from './access.js';
import { allEndpoints, documentedPath } from './openapi.js';

const roleWords: Record<(typeof roles)[number], string> = {
  anonymous: 'no session',
  employee: 'every person of a client (employers included)',
  employer: 'an active employer user',
  'employer-admin': 'an employer administrator',
  approver: 'an employer who approves selections',
  'platform-admin': 'a platform administrator (no client)',
};

function who(access: Access): string {
  return access.roles === 'anyone' ? 'anyone (no session read)' : access.roles.join(', ');
}

const cell = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(', ') : '');

export function printedAccessTable(): string {
  const lines = [
    '# Who may call what',
    '',
    'Printed from the access declarations in `contract/` by `npm run contract:print`; `npm test` fails',
    'when this file differs from them. Each REST endpoint declares its access beside its path',
    '(`access` in `endpoint()`, `contract/src/access.ts`). The api enforces the declaration before the',
    'handler runs (`api/src/access/policy.ts`): a caller without a session gets 401, one the declaration',
    'refuses 403 `{ message, refusal }`. The handler then checks only the rules that depend on the',
    'data the call names, each with a named function of `api/src/access/rules.ts`. The gateway reads',
    'the same declarations to answer `Viewer.can` (`gateway/src/schema/access/permissions.ts`), and the',
    'web app offers a screen or a step only when `Viewer.can` says so. `tests/security/access-matrix.test.ts`',
    'calls every endpoint as every kind of caller and probes every data rule.',
    '',
    '## Roles',
    '',
    'A caller holds every role that describes them; an endpoint admits any of the roles it names. In a',
    'masquerade the roles are those of the person acted as.',
    '',
    '| role | who |',
    '|---|---|',
    ...roles.map((role) => `| ${role} | ${roleWords[role]} |`),
    '',
    '## States that refuse a call',
    '',
    "Read from the session's person before the handler runs.",
    '',
    '| state | when |',
    '|---|---|',
    ...Object.entries(personStates).map(([state, when]) => `| ${state} | ${when} |`),
    '',
    '## Rules that depend on the data',
    '',
    '| rule | what the handler checks |',
    '|---|---|',
    ...Object.entries(dataRules).map(([rule, what]) => `| ${rule} | ${what} |`),
    '',
    '## Every endpoint',
    '',
    '| endpoint | call | who may call | in a masquerade | refused when | data rules |',
    '|---|---|---|---|---|---|',
    ...allEndpoints.map(({ domain, name, endpoint }) => {
      const { access } = endpoint;
      const masquerade = access.roles === 'anyone' ? '' : access.masquerade ? 'allowed' : 'refused';
      return `| ${domain}.${name} | ${endpoint.method.toUpperCase()} \`${documentedPath(endpoint)}\` | ${who(access)} | ${masquerade} | ${cell(access.refuses)} | ${cell(access.checks)} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

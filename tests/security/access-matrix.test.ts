// The access matrix: every endpoint of the contract, called as every kind of caller, against the
// real api on the seeded demo database. What each cell must answer comes from the endpoint's own
// declaration (contract/src/access.ts) and what the demo cast is (stated here, not asked of the
// api): a refusal is 403 with that refusal (401 with no session), anything else must not be one.
// Each cell gets a session of its own, and calls with a path the api cannot find data for and an
// empty body, so an allowed call changes nothing. Then, for every rule that depends on data (the
// declarations' `checks`), a probe that breaks the rule and must be refused.
import {
  type Access,
  type DataRule,
  dataRules,
  type PersonState,
  refusalFor,
  type Role,
  type Subject,
} from '../../contract/src/access.js';
import type { Endpoint } from '../../contract/src/endpoint.js';
import { allEndpoints, documentedPath } from '../../contract/src/openapi.js';
import { and, desc, eq } from 'drizzle-orm';
import { startSession } from '../../api/src/auth/sessions.js';
import { clients } from '../../api/src/db/schema-clients.js';
import { users } from '../../api/src/db/schema-people.js';
import { selections } from '../../api/src/db/schema-selections.js';
import { benefitIdOf } from '../../api/src/testing/benefits.js';
import { demoPassword } from '../../api/src/seed/seed.js';
import { type TestApi, useTestApi } from '../../api/src/testing/test-api.js';

const gatewaySecret = 'access-matrix-secret';
const t = useTestApi({ gatewaySecret });

interface Caller {
  name: string;
  /** Who they are, as the demo cast describes them. */
  subject: Subject;
  /** A fresh session for one cell; none for an anonymous caller. */
  session?: () => Promise<string>;
}

const person = (roles: Role[], states: PersonState[] = []): Subject => ({ roles, masquerade: null, states });

async function idOf(email: string): Promise<number> {
  const [row] = await t.api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`nobody has the email ${email}`);
  return row.id;
}

const sessionOf = (email: string) => async () => (await startSession(t.api.db, await idOf(email))).token;

/** A masquerade session of `starter` acting as `email`, as redeeming a link makes one. */
const masqueradeOf = (starter: string, email: string) => async () => {
  const [actedAs] = await t.api.db
    .select({ id: users.id, schemeYear: clients.schemeYear })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.email, email));
  const masquerade = { userId: actedAs!.id, schemeYear: actedAs!.schemeYear, reason: 'access matrix', minutes: 60 };
  return (await startSession(t.api.db, await idOf(starter), { masquerade })).token;
};

// An Acme employer who approves but administers nothing: the one role no demo person holds alone.
const approverOnly = 'approver-only@acme.test';

const callers: Caller[] = [
  { name: 'anonymous', subject: { roles: ['anonymous'], masquerade: null, states: [] } },
  { name: 'employee (Alex Morgan)', subject: person(['employee']), session: sessionOf('employee@acme.test') },
  {
    name: 'employer, no other rights (Quinn Harper)',
    subject: person(['employee', 'employer']),
    session: sessionOf('hr@acme.test'),
  },
  {
    name: 'employer administrator (Jamie Wong)',
    subject: person(['employee', 'employer', 'employer-admin']),
    session: sessionOf('employer@globex.test'),
  },
  {
    name: 'employer administrator and approver (Sam Patel)',
    subject: person(['employee', 'employer', 'employer-admin', 'approver']),
    session: sessionOf('employer@acme.test'),
  },
  { name: 'approver only', subject: person(['employee', 'employer', 'approver']), session: sessionOf(approverOnly) },
  { name: 'platform administrator', subject: person(['platform-admin']), session: sessionOf('admin@platform.test') },
  {
    name: 'support acting as Alex',
    subject: { roles: ['employee'], masquerade: 'support', states: [] },
    session: masqueradeOf('admin@platform.test', 'employee@acme.test'),
  },
  {
    name: 'support acting as Sam',
    subject: { roles: ['employee', 'employer', 'employer-admin', 'approver'], masquerade: 'support', states: [] },
    session: masqueradeOf('admin@platform.test', 'employer@acme.test'),
  },
  {
    name: 'employer acting as Alex',
    subject: { roles: ['employee'], masquerade: 'employer', states: [] },
    session: masqueradeOf('employer@acme.test', 'employee@acme.test'),
  },
  {
    name: 'voucher-only leaver (Casey Brown)',
    subject: person(['employee'], ['voucher-only', 'leaver']),
    session: sessionOf('leaver@acme.test'),
  },
  { name: 'on probation (Jordan Lee)', subject: person(['employee']), session: sessionOf('probation@acme.test') },
  {
    name: 'single-sign-on-only (Pat Quinn)',
    subject: person(['employee'], ['sso-only']),
    session: sessionOf('employee@initech.test'),
  },
];

/** Path parameters that parse but name nothing: an id no row has, or a word no row has. */
function absentParams(endpoint: Endpoint): Record<string, string> {
  const names = Object.keys(endpoint.params?.shape ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const asNumber = endpoint.params!.shape[name]!.safeParse('987654321');
      return [name, asNumber.success ? '987654321' : 'absent'];
    }),
  );
}

function urlOf(endpoint: Endpoint): string {
  const params = absentParams(endpoint);
  return documentedPath(endpoint).replace(/\{(\w+)\}/g, (_whole, name: string) => params[name]!);
}

/** A call as the gateway makes it: the session in both headers, a masquerade's names beside the secret. */
async function call(api: TestApi, method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/json', 'x-gateway-secret': gatewaySecret };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) {
    headers.authorization = `Bearer ${token}`;
    headers['x-auth-token'] = token;
    const masquerade = /^msq\.(\d+)\.(\d{4})\./.exec(token);
    if (masquerade) {
      headers['x-masquerade-user-id'] = masquerade[1]!;
      headers['x-masquerade-scheme-year'] = masquerade[2]!;
    }
  }
  const response = await fetch(`${api.api.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A file (a CSV report): not a refusal.
  }
  return { status: response.status, body: json };
}

/** What a cell answered, in the matrix's terms: refused with a reason, or let through. */
function verdictOf(answer: { status: number; body: Record<string, unknown> }): string {
  if (answer.status === 401 && answer.body.message === 'Your session has expired, please log in again')
    return 'refused: no session';
  if (answer.status === 403 && typeof answer.body.refusal === 'string') return `refused: ${answer.body.refusal}`;
  return 'allowed';
}

function expectedVerdict(access: Access, caller: Caller): string {
  if (access.roles !== 'anyone' && caller.session === undefined) return 'refused: no session';
  const refusal = refusalFor(access, caller.subject);
  return refusal ? `refused: ${refusal}` : 'allowed';
}

beforeAll(async () => {
  const [acme] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, 'acme'));
  await t.api.db.insert(users).values({
    clientId: acme!.id,
    email: approverOnly,
    firstName: 'Ari',
    surname: 'Approver',
    userType: 'employer',
    isApprover: true,
    isEmployerAdmin: false,
    activatedAt: new Date(),
  });
});

test('every endpoint declares who may call it', () => {
  const undeclared = allEndpoints
    .filter(({ endpoint }) => !endpoint.access)
    .map(({ domain, name }) => `${domain}.${name}`);
  expect(undeclared).toEqual([]);
  // A call that names roles reads a session; one that reads none is public.
  for (const { domain, name, endpoint } of allEndpoints) {
    expect({ endpoint: `${domain}.${name}`, publicCall: endpoint.access.roles === 'anyone' }).toEqual({
      endpoint: `${domain}.${name}`,
      publicCall: endpoint.auth !== 'bearer',
    });
  }
});

test('every endpoint × every caller answers as its declaration says', async () => {
  const mismatches: string[] = [];
  let cells = 0;
  for (const { domain, name, endpoint } of allEndpoints) {
    const method = endpoint.method.toUpperCase();
    const body = endpoint.method === 'get' ? undefined : {};
    for (const caller of callers) {
      const token = caller.session ? await caller.session() : undefined;
      const verdict = verdictOf(await call(t, method, urlOf(endpoint), token, body));
      const expected = expectedVerdict(endpoint.access, caller);
      cells += 1;
      if (verdict !== expected)
        mismatches.push(
          `${domain}.${name} (${method} ${documentedPath(endpoint)}) as ${caller.name}: ${verdict}, declared ${expected}`,
        );
    }
  }
  console.log(
    `access matrix: ${cells} cells (${allEndpoints.length} endpoints × ${callers.length} callers), ${mismatches.length} mismatches`,
  );
  expect(mismatches).toEqual([]);
}, 180_000);

/** Alex Morgan's latest selection of a benefit, by the benefit's slug. */
async function alexSelectionOf(slug: string): Promise<number> {
  const [row] = await t.api.db
    .select({ id: selections.id })
    .from(selections)
    .where(
      and(
        eq(selections.userId, await idOf('employee@acme.test')),
        eq(selections.benefitId, await benefitIdOf(t.api.db, slug)),
      ),
    )
    .orderBy(desc(selections.id))
    .limit(1);
  return row!.id;
}

async function clientIdOf(domain: string): Promise<number> {
  const [row] = await t.api.db.select({ id: clients.id }).from(clients).where(eq(clients.domain, domain));
  return row!.id;
}

interface Probe {
  /** What breaking the rule looks like. */
  what: string;
  run: () => Promise<{ status: number; body: Record<string, unknown> }>;
  /** The refusal the rule gives. */
  refused: { status: number; body?: Record<string, unknown> };
}

const asCaller = async (name: string) => callers.find((caller) => caller.name === name)!.session!();

// At least one probe for every rule that depends on the data a call names. The probes that change
// the database (the window) come last.
const probes: Partial<Record<DataRule, Probe[]>> = {
  'own-client': [
    {
      what: "Acme's administrator asks for Globex's employee table",
      run: async () =>
        call(t, 'GET', `/v2/client/${await clientIdOf('globex')}/employees`, await sessionOf('employer@acme.test')()),
      refused: { status: 404 },
    },
  ],
  'own-record': [
    {
      what: "Alex adds a family member to Jordan Lee's account",
      run: async () =>
        call(
          t,
          'POST',
          `/user/${await idOf('probation@acme.test')}/family-members`,
          await sessionOf('employee@acme.test')(),
          {},
        ),
      refused: { status: 403 },
    },
    {
      what: "Jordan Lee opts Alex out of Alex's pension",
      run: async () =>
        call(t, 'PATCH', `/selection/${await alexSelectionOf('pension')}`, await sessionOf('probation@acme.test')(), {
          status: 'opted-out',
        }),
      refused: { status: 404 },
    },
  ],
  'own-employee': [
    {
      what: 'Sam Patel views the portal as Quinn Harper, another employer',
      run: async () =>
        call(
          t,
          'POST',
          `/masquerade/employer/${await clientIdOf('acme')}/${await idOf('hr@acme.test')}`,
          await sessionOf('employer@acme.test')(),
          { reason: 'probe' },
        ),
      refused: { status: 403 },
    },
    {
      what: "Sam Patel views the portal as Globex's Morgan Smith",
      run: async () =>
        call(
          t,
          'POST',
          `/masquerade/employer/${await clientIdOf('acme')}/${await idOf('employee@globex.test')}`,
          await sessionOf('employer@acme.test')(),
          { reason: 'probe' },
        ),
      refused: { status: 404 },
    },
  ],
  eligible: [
    {
      what: 'Jordan Lee, on probation, opens the Technology Scheme, which excludes probation',
      run: async () =>
        call(
          t,
          'GET',
          `/benefit/${await benefitIdOf(t.api.db, 'technology-scheme')}`,
          await sessionOf('probation@acme.test')(),
        ),
      refused: { status: 404 },
    },
    {
      what: 'Jordan Lee, on probation, asks what a Technology Scheme order would cost',
      run: async () =>
        call(
          t,
          'POST',
          `/benefit/${await benefitIdOf(t.api.db, 'technology-scheme')}/cost-preview`,
          await sessionOf('probation@acme.test')(),
          { values: { orderValue: 50000 } },
        ),
      refused: { status: 404 },
    },
  ],
  'new-members': [
    {
      what: 'Jordan Lee, who never held Childcare Vouchers, joins the scheme closed to new members',
      run: async () =>
        call(
          t,
          'POST',
          `/benefit/${await benefitIdOf(t.api.db, 'childcare-vouchers')}/selection`,
          await sessionOf('probation@acme.test')(),
          { values: { amount: 10000 }, accepted_terms: 1 },
        ),
      refused: { status: 409, body: { message: 'This benefit is closed to new members' } },
    },
  ],
  consent: [
    {
      what: "Support, acting as Alex, accepts a benefit's terms for Alex",
      run: async () =>
        call(t, 'PATCH', `/selection/${await alexSelectionOf('pension')}`, await asCaller('support acting as Alex'), {
          accepted_terms: 1,
        }),
      refused: { status: 403, body: { refusal: 'masquerade' } },
    },
  ],
  'password-allowed': [
    {
      what: "Pat Quinn, of single-sign-on-only Initech, logs in with the demo password on Initech's own site",
      run: async () =>
        call(t, 'POST', '/login', undefined, {
          email: 'employee@initech.test',
          password: demoPassword,
          site: 'initech',
          deviceToken: 'matrix',
        }),
      refused: { status: 401, body: { error: 'invalid_credentials' } },
    },
    {
      what: 'Pat Quinn asks for a reset link: answered as for an unknown email, and no mail goes',
      run: async () => {
        const answer = await call(t, 'POST', '/forgot-password', undefined, {
          email: 'employee@initech.test',
          recaptcha: await t.captcha(),
          isRecaptchaEnabled: true,
        });
        await t.api.jobsIdle();
        const mails = await t.mailbox('employee@initech.test', 0);
        return { status: mails.length === 0 ? 401 : 200, body: answer.body };
      },
      refused: { status: 401 },
    },
  ],
  'own-site': [
    {
      what: "Alex Morgan, of Acme, logs in with the right password on Globex's site",
      run: async () =>
        call(t, 'POST', '/login', undefined, {
          email: 'employee@acme.test',
          password: demoPassword,
          site: 'globex',
          deviceToken: 'matrix',
        }),
      refused: { status: 401, body: { error: 'invalid_credentials' } },
    },
    {
      what: 'the platform administrator logs in on a client’s site',
      run: async () =>
        call(t, 'POST', '/login', undefined, {
          email: 'admin@platform.test',
          password: demoPassword,
          site: 'acme',
          deviceToken: 'matrix',
        }),
      refused: { status: 401, body: { error: 'invalid_credentials' } },
    },
  ],
  window: [
    {
      what: "Alex changes a pension once Acme's selection window has closed",
      run: async () => {
        await t.api.db
          .update(clients)
          .set({ selectionWindowOpens: '2020-01-01', selectionWindowCloses: '2020-01-31' })
          .where(eq(clients.domain, 'acme'));
        return call(
          t,
          'PATCH',
          `/selection/${await alexSelectionOf('pension')}`,
          await sessionOf('employee@acme.test')(),
          { values: { percentage: 600 } },
        );
      },
      refused: { status: 409, body: { message: 'The selection window closed on 31 January 2020' } },
    },
  ],
};

test('every rule that depends on data is refused when broken', async () => {
  const declared = new Set(allEndpoints.flatMap(({ endpoint }) => endpoint.access.checks ?? []));
  // Every rule is declared by some endpoint, and every declared rule has a probe.
  expect([...declared].sort()).toEqual(Object.keys(dataRules).sort());
  const answers: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const rule of declared)
    expect({ rule, probes: (probes[rule] ?? []).length > 0 }).toEqual({ rule, probes: true });
  // In the order written: the probes that change the database come last.
  for (const [rule, ruleProbes] of Object.entries(probes)) {
    for (const probe of ruleProbes) {
      const answer = await probe.run();
      answers[`${rule}: ${probe.what}`] = { status: answer.status, body: probe.refused.body ? answer.body : undefined };
      expected[`${rule}: ${probe.what}`] = {
        status: probe.refused.status,
        body: probe.refused.body ? expect.objectContaining(probe.refused.body) : undefined,
      };
    }
  }
  expect(answers).toEqual(expected);
});

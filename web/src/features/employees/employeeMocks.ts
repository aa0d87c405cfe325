// A small employer for the table tests: 25 people, and the api's paging, search, filters and
// sorts over them, answered as MockPayloadGenerator resolvers from each field's arguments.
import type { MockResolverContext, MockResolvers } from 'relay-test-utils';

interface Person {
  id: string;
  name: string;
  email: string;
  registered: boolean;
  registeredAt: string | null;
  twoFactorEnabled: boolean;
}

const FIRST = ['Alex', 'Bea', 'Cal', 'Dee', 'Eli'];
const LAST = ['Morgan', 'Patel', 'Reed', 'Shaw', 'Young'];

export const people: Person[] = FIRST.flatMap((first, i) =>
  LAST.map((last, j) => ({
    id: `Employee:${i * 5 + j + 1}`,
    name: `${first} ${last}`,
    email: `${last.toLowerCase()}.${first.toLowerCase()}@acme.test`,
    registered: (i + j) % 3 !== 0,
    registeredAt: (i + j) % 3 !== 0 ? `2025-0${(j % 9) + 1}-1${i}T09:00:00Z` : null,
    twoFactorEnabled: (i * 5 + j) % 4 === 0,
  })),
);

type Args = Record<string, unknown>;

const sortKeys: Record<string, (person: Person) => string> = {
  NAME: (person) => person.name,
  EMAIL: (person) => person.email,
  REGISTERED: (person) => person.registeredAt ?? '',
  TWO_FACTOR: (person) => String(person.twoFactorEnabled),
};

/** What the api answers for one page: matching people, sorted, ten a page. */
function pageOf(args: Args, keep: (person: Person) => boolean) {
  const search = typeof args.search === 'string' ? args.search.toLowerCase() : '';
  const key = sortKeys[String(args.sortBy ?? 'NAME')] ?? sortKeys.NAME!;
  const matching = people
    .filter((person) => keep(person) && (!search || `${person.name} ${person.email}`.toLowerCase().includes(search)))
    .sort((a, b) => key(a).localeCompare(key(b)) * (args.sortDirection === 'DESC' ? -1 : 1));
  const pageCount = Math.max(1, Math.ceil(matching.length / 10));
  const currentPage = Math.min(Number(args.page ?? 1), pageCount);
  const rows = matching.slice((currentPage - 1) * 10, currentPage * 10);
  const registered = people.filter((person) => person.registered).length;
  const twoFactor = people.filter((person) => person.twoFactorEnabled).length;
  return {
    totalCount: matching.length,
    pageCount,
    currentPage,
    totalEmployees: people.length,
    totalRegisteredEmployees: registered,
    percentageRegistered: Math.round((registered / people.length) * 1000) / 10,
    totalTwoFactorEmployees: twoFactor,
    percentageTwoFactor: Math.round((twoFactor / people.length) * 1000) / 10,
    isEnforcementTwoFAEnabled: false,
    edges: rows.map((person) => ({ cursor: person.id, node: { ...person, __typename: 'Employee' } })),
    pageInfo: { hasNextPage: currentPage < pageCount, endCursor: null },
  };
}

const argsOf = (context: MockResolverContext): Args => ({ ...context.args });

export const employeeResolvers: MockResolvers = {
  EmployeeConnection: (context) => {
    const args = argsOf(context);
    return pageOf(
      args,
      (person) => args.registered === undefined || args.registered === null || person.registered === args.registered,
    );
  },
  TwoFactorEmployeeConnection: (context) => {
    const args = argsOf(context);
    return pageOf(
      args,
      (person) =>
        args.twoFactorEnabled === undefined ||
        args.twoFactorEnabled === null ||
        person.twoFactorEnabled === args.twoFactorEnabled,
    );
  },
};

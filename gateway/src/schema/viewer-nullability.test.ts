// Every page's query asks for `viewer`, and Relay keeps one viewer for the whole store: the one the
// shell (and its guard) reads. A non-null Viewer field that errors nulls the viewer in that answer,
// and whichever query answers last wins the store: a page the api refuses (Access Denied) would
// sign the person out instead, depending on timing. So a Viewer field may be non-null only when
// nothing a signed-in caller may be refused stands behind it: read from the person's own record,
// or a call every person of a client may make whose resolver answers a refusal itself. A new
// non-null field fails here until it is judged one of those.
import { buildSchema, isNonNullType } from 'graphql';
import { ownRecordFields } from './profile/resolvers.js';
import { loadTypeDefs } from './typeDefs.js';

const neverRefused: readonly string[] = [
  // The person's own record (GET /user), read for the shell.
  ...ownRecordFields,
  'id',
  'isPlatformAdmin',
  'voucherOnly',
  'hasFaqs',
  'employment',
  'avatarOptions',
  'twoFactorEnabled',
  'twoFactorRequired',
  'emailChangeAllowed',
  'windowReminders',
  'can',
  // Calls every person may make (docs/access.md), or whose resolver turns a refusal into its own
  // error state (the contact page).
  'signedInSessions',
  'contactPage',
  'faqGroups',
  'expressionOfWish',
  'familyMembers',
  'lifeEvents',
  'availableLifeEvents',
  'newTerms',
];

test('the non-null fields of Viewer are only those nothing can refuse', () => {
  const viewer = buildSchema(loadTypeDefs()).getType('Viewer');
  if (!viewer || !('getFields' in viewer)) throw new Error('Viewer is not an object type');
  const nonNull = Object.values(viewer.getFields())
    .filter((field) => isNonNullType(field.type))
    .map((field) => field.name);
  expect(nonNull.filter((name) => !neverRefused.includes(name))).toEqual([]);
});

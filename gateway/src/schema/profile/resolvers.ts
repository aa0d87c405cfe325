import type { FieldNode, GraphQLResolveInfo } from 'graphql';
import { requireViewer } from '../../context.js';
import type { AuthenticatedLoaders } from '../../loaders.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { ViewerParent } from '../shared/mappers.js';
import { toGlobalId } from '../shared/global-id.js';
import { sameNamedFields } from '../shared/same-named-fields.js';
import { selectedFieldNames } from '../shared/selected-fields.js';
import { supportNumberOf } from '../shared/support-number.js';

/** Viewer fields that are the user's REST fields of the same name. */
const userFields = sameNamedFields(({ user }: ViewerParent) => user);

/**
 * The reads that these Viewer fields need besides the user. A field's resolver runs only once the
 * user has answered, so the viewer starts them beside the user instead of after it: the shell's
 * query (on every signed-in page) waits for one api call's time rather than two in a row.
 */
const readsOfField: Partial<
  Record<string, keyof Pick<AuthenticatedLoaders, 'loginSetup' | 'profile' | 'signedInSessions'>>
> = {
  client: 'loginSetup',
  hasFaqs: 'loginSetup',
  employment: 'profile',
  avatarOptions: 'profile',
  twoFactorEnabled: 'profile',
  twoFactorRequired: 'profile',
  emailChangeAllowed: 'profile',
  pendingEmail: 'profile',
  windowReminders: 'profile',
  signedInSessions: 'signedInSessions',
};

type Read = NonNullable<(typeof readsOfField)[string]>;

/**
 * The reads a viewer selection needs. A document is parsed once and its field nodes kept (Apollo's
 * document store), so the reads of a selection are worked out once, not on every request.
 */
const readsOfSelection = new WeakMap<FieldNode, readonly Read[]>();

function readsOf(info: GraphQLResolveInfo): readonly Read[] {
  const [node, ...others] = info.fieldNodes;
  const known = others.length === 0 && node ? readsOfSelection.get(node) : undefined;
  if (known) return known;
  const reads = [...new Set([...selectedFieldNames(info)].map((field) => readsOfField[field]))].filter(
    (read): read is Read => read !== undefined,
  );
  if (others.length === 0 && node) readsOfSelection.set(node, reads);
  return reads;
}

/** Viewer fields read as they are from the person's own record (GET /user). */
export const ownRecordFields = [
  'name',
  'firstName',
  'surname',
  'email',
  'userType',
  'employmentStatus',
  'avatar',
  'onProbation',
  'isApprover',
  'isEmployerAdmin',
  'siteTermsUpdated',
  'showWelcomeModal',
  'supportEmail',
  'ssoLogoutUrl',
  'isDataLoadEligibilityImpactEnabled',
] as const;

export const profileResolvers: Resolvers = {
  Query: {
    async viewer(_, __, context, info) {
      const loaders = context.viewerLoaders;
      if (!loaders) return null;
      const reads = readsOf(info);
      if (reads.includes('loginSetup')) loaders.userWithLoginSetup();
      const user = loaders.user.load('me');
      // Started, not awaited: the field that needs each read awaits it (and sees its failure).
      for (const read of reads) loaders[read].load('me').catch(() => undefined);
      return { user: await user };
    },
  },
  Viewer: {
    ...userFields(...ownRecordFields),
    id: ({ user }) => toGlobalId('Viewer', user.id),
    supportNumber: ({ user }) => supportNumberOf(user.supportNumber),
    // The shell's fields answer without a promise when they can (`derive`): on every signed-in page.
    /** The spec's voucher-only mode: inactive or left, with a voucher balance above 0. */
    voucherOnly({ user }, _, context) {
      if (user.employmentStatus !== 'inactive' && user.employmentStatus !== 'left') return false;
      return requireViewer(context).ccvBalance.derive((ccv) => ccv.balance > 0);
    },
    hasFaqs({ user }, _, context) {
      if (user.clientId === null) return false;
      return requireViewer(context).loginSetup.derive((setup) => setup.cmsData.faqs.length > 0);
    },
    employment: async (_, __, context) => (await requireViewer(context).profile.load('me')).employment,
    avatarOptions: async (_, __, context) => (await requireViewer(context).profile.load('me')).avatarOptions,
    twoFactorEnabled: async (_, __, context) => (await requireViewer(context).profile.load('me')).twoFactorEnabled,
    twoFactorRequired: async (_, __, context) => (await requireViewer(context).profile.load('me')).twoFactorRequired,
    emailChangeAllowed: async (_, __, context) => (await requireViewer(context).profile.load('me')).emailChangeAllowed,
    pendingEmail: async (_, __, context) => (await requireViewer(context).profile.load('me')).pendingEmail,
    windowReminders: async (_, __, context) => (await requireViewer(context).profile.load('me')).windowReminders,
    async signedInSessions(_, __, context) {
      const { sessions } = await requireViewer(context).signedInSessions.load('me');
      return sessions.map((session) => ({ ...session, id: toGlobalId('SignedInSession', session.id) }));
    },
    client({ user }, _, context) {
      if (user.clientId === null) return null;
      return requireViewer(context).loginSetup.derive((setup) => (setup.client ? { client: setup.client } : null));
    },
  },
  Client: {
    id: ({ client }) => toGlobalId('Client', client.id),
    clientName: ({ client }) => client.clientName,
    contactUsEnabled: ({ client }) => client.contactUsEnabled,
    schemeYear: ({ client }) => client.scheme.schemeYear,
    theme: ({ client }) => client.scheme.theme.core,
    exceptions: ({ client }) =>
      client.clientExceptions.map((exception) => ({ code: exception.code, active: exception.status === 'active' })),
  },
};

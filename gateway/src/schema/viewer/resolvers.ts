import { requireViewer, type GatewayContext } from '../../context.js';
import type { RestLoginSetup, RestUser } from '../../rest/types.js';
import { toGlobalId } from '../node/global-id.js';
import { supportNumberOf, themeOf } from '../site/theme.js';

interface ViewerParent {
  user: RestUser;
}

type RestClient = NonNullable<RestLoginSetup['client']>;

interface ClientParent {
  client: RestClient;
}

export const viewerResolvers = {
  Query: {
    async viewer(_: unknown, __: unknown, context: GatewayContext): Promise<ViewerParent | null> {
      if (!context.viewerLoaders) return null;
      return { user: await context.viewerLoaders.user.load('me') };
    },
  },
  Viewer: {
    id: ({ user }: ViewerParent) => toGlobalId('Viewer', user.id),
    name: ({ user }: ViewerParent) => user.name,
    firstName: ({ user }: ViewerParent) => user.firstName,
    surname: ({ user }: ViewerParent) => user.surname,
    email: ({ user }: ViewerParent) => user.email,
    userType: ({ user }: ViewerParent) => user.userType.toUpperCase(),
    employmentStatus: ({ user }: ViewerParent) => user.employmentStatus.toUpperCase(),
    avatar: ({ user }: ViewerParent) => user.avatar,
    onProbation: ({ user }: ViewerParent) => user.onProbation,
    isApprover: ({ user }: ViewerParent) => user.isApprover,
    siteTermsUpdated: ({ user }: ViewerParent) => user.siteTermsUpdated,
    showWelcomeModal: ({ user }: ViewerParent) => user.showWelcomeModal,
    supportEmail: ({ user }: ViewerParent) => user.supportEmail,
    supportNumber: ({ user }: ViewerParent) => supportNumberOf(user.supportNumber),
    ssoLogoutUrl: ({ user }: ViewerParent) => user.ssoLogoutUrl,
    isDataLoadEligibilityImpactEnabled: ({ user }: ViewerParent) => user.isDataLoadEligibilityImpactEnabled,
    /** The spec's voucher-only mode: inactive or left, with a voucher balance above 0. */
    async voucherOnly({ user }: ViewerParent, _: unknown, context: GatewayContext) {
      if (user.employmentStatus !== 'inactive' && user.employmentStatus !== 'left') return false;
      const ccv = await requireViewer(context).ccvBalance.load('me');
      return ccv.balance > 0;
    },
    async hasFaqs({ user }: ViewerParent, _: unknown, context: GatewayContext) {
      if (user.clientId === null) return false;
      const setup = await requireViewer(context).loginSetup.load('me');
      return setup.cmsData.faqs.length > 0;
    },
    async client({ user }: ViewerParent, _: unknown, context: GatewayContext): Promise<ClientParent | null> {
      if (user.clientId === null) return null;
      const setup = await requireViewer(context).loginSetup.load('me');
      return setup.client ? { client: setup.client } : null;
    },
  },
  Client: {
    id: ({ client }: ClientParent) => toGlobalId('Client', client.id),
    clientName: ({ client }: ClientParent) => client.clientName,
    contactUsEnabled: ({ client }: ClientParent) => client.contactUsEnabled,
    schemeYear: ({ client }: ClientParent) => client.scheme.schemeYear,
    theme: ({ client }: ClientParent) => themeOf(client.scheme.theme.core),
    exceptions: ({ client }: ClientParent) =>
      client.clientExceptions.map((exception) => ({ code: exception.code, active: exception.status === 'active' })),
  },
};

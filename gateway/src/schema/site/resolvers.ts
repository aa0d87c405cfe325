import { bodyOf } from '../../rest/decode.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { supportNumberOf } from '../shared/support-number.js';

/** The spec's default site, shown for a host that names no known client. */
const DEFAULT_DOMAIN = 'localhost';

const HEX = /^[0-9a-f]{6}$/i;

export const siteResolvers: Resolvers = {
  Query: {
    async site(_, __, context) {
      const own = await context.loaders.theme.load(context.siteDomain);
      if (own.ok) return { domain: context.siteDomain, site: own.body };
      // A domain that names no client shows the default site; the default site itself must exist.
      if (context.siteDomain === DEFAULT_DOMAIN) throw own.error;
      return { domain: DEFAULT_DOMAIN, site: bodyOf(await context.loaders.theme.load(DEFAULT_DOMAIN)) };
    },
  },
  Site: {
    domain: (parent) => parent.domain,
    clientName: (parent) => parent.site.client.clientName,
    contactUsEnabled: (parent) => parent.site.client.contactUsEnabled,
    ssoAccessOnly: (parent) => Boolean(parent.site.cmsData?.sso_access_only),
    ssoAvailable: (parent) => Boolean(parent.site.client.ssoEnabled),
    theme: (parent) => parent.site.theme,
  },
  // A theme is the site's and also the signed-in user's client's (Client.theme): the spec's
  // defaults apply to both, here, whichever field reached it.
  Theme: {
    primaryColour: (theme) => (HEX.test(theme.primaryColour ?? '') ? theme.primaryColour.toLowerCase() : '1bb4bf'),
    secondaryColour: (theme) =>
      HEX.test(theme.secondaryColour ?? '') ? theme.secondaryColour.toLowerCase() : '1b1a38',
    benefitBrandPhoneNumber: (theme) => supportNumberOf(theme.benefitBrandPhoneNumber),
    avatarSetUrl: (theme) => theme.avatarSet?.avatarsetPlainFileURL ?? null,
  },
};

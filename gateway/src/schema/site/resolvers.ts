import type { GatewayContext } from '../../context.js';
import { UpstreamError } from '../../rest/upstream.js';
import type { PolicyPath, RestSiteTheme } from '../../rest/types.js';
import { themeOf } from './theme.js';

type StaticPageKind = 'COOKIE_POLICY' | 'PRIVACY_STATEMENT' | 'TERMS_AND_CONDITIONS';

/** The spec's titles, and the api path each page's content comes from. */
const STATIC_PAGES: Record<StaticPageKind, { title: string; path: PolicyPath }> = {
  COOKIE_POLICY: { title: 'Our Cookie Policy', path: 'our-cookie-policy' },
  PRIVACY_STATEMENT: { title: 'Privacy statement', path: 'privacy-policy' },
  TERMS_AND_CONDITIONS: { title: 'Terms and conditions', path: 'terms-conditions' },
};

/** The spec's default site, shown for a host that names no known client. */
const DEFAULT_DOMAIN = 'localhost';

interface SiteParent {
  domain: string;
  site: RestSiteTheme;
}

export const siteResolvers = {
  Query: {
    async site(_: unknown, __: unknown, context: GatewayContext): Promise<SiteParent> {
      try {
        return { domain: context.siteDomain, site: await context.loaders.theme.load(context.siteDomain) };
      } catch (error) {
        if (!(error instanceof UpstreamError && error.status === 404) || context.siteDomain === DEFAULT_DOMAIN) throw error;
        return { domain: DEFAULT_DOMAIN, site: await context.loaders.theme.load(DEFAULT_DOMAIN) };
      }
    },
  },
  Site: {
    domain: (parent: SiteParent) => parent.domain,
    clientName: (parent: SiteParent) => parent.site.client.clientName,
    contactUsEnabled: (parent: SiteParent) => parent.site.client.contactUsEnabled,
    ssoAccessOnly: (parent: SiteParent) => Boolean(parent.site.cmsData?.sso_access_only),
    theme: (parent: SiteParent) => themeOf(parent.site.theme),
    async page(parent: SiteParent, args: { kind: StaticPageKind }, context: GatewayContext) {
      const page = STATIC_PAGES[args.kind];
      const policy = await context.loaders.policy.load({ path: page.path, domain: parent.domain });
      return { kind: args.kind, title: page.title, content: policy.content };
    },
  },
};

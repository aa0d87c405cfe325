import { cookiePolicyPage, faqs, privacyPage, termsPage } from '@portal/contract/content';
import { requireViewer } from '../../context.js';
import type { PolicyPage } from '../../loaders.js';
import type { Resolvers, StaticPageKind } from '../__generated__/resolvers-types.js';

/** The spec's title of each page; the kind is the api path its content comes from (enum-values.ts). */
const TITLES: Record<StaticPageKind, string> = {
  'our-cookie-policy': 'Our Cookie Policy',
  'privacy-policy': 'Privacy statement',
  'terms-conditions': 'Terms and conditions',
};

/** The call that reads each page. */
const PAGES: Record<StaticPageKind, PolicyPage> = {
  'our-cookie-policy': cookiePolicyPage,
  'privacy-policy': privacyPage,
  'terms-conditions': termsPage,
};

/** The content-managed pages of the client site the request names, and the signed-in client's FAQs. */
export const contentResolvers: Resolvers = {
  Viewer: {
    async faqGroups(_, __, context) {
      requireViewer(context);
      return (await context.api.call(faqs)).groups;
    },
  },
  Site: {
    async page(parent, args, context) {
      const policy = await context.loaders.policy.load({ page: PAGES[args.kind], domain: parent.domain });
      return { kind: args.kind, title: TITLES[args.kind], content: policy.content };
    },
  },
};

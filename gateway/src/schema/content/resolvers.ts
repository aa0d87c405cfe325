import { requireViewer } from '../../context.js';
import type { Resolvers, StaticPageKind } from '../__generated__/resolvers-types.js';

/** The spec's title of each page; the kind is the api path its content comes from (enum-values.ts). */
const TITLES: Record<StaticPageKind, string> = {
  'our-cookie-policy': 'Our Cookie Policy',
  'privacy-policy': 'Privacy statement',
  'terms-conditions': 'Terms and conditions',
};

/** The content-managed pages of the client site the request names, and the signed-in client's FAQs. */
export const contentResolvers: Resolvers = {
  Viewer: {
    async faqGroups(_, __, context) {
      requireViewer(context);
      return (await context.main.faqs()).groups;
    },
  },
  Site: {
    async page(parent, args, context) {
      const policy = await context.loaders.policy.load({ path: args.kind, domain: parent.domain });
      return { kind: args.kind, title: TITLES[args.kind], content: policy.content };
    },
  },
};

// The REST values of the content domain's enums (shared/enum-values.ts says why): a static page's
// kind is the path the api serves it at, below /policies/.
import type { PolicyPage } from '../../loaders.js';
import type { RestValueOf } from '../shared/enum-values.js';

type PolicyPathOf<P> = P extends `/policies/${infer Kind}` ? Kind : never;

export const contentEnumValues = {
  StaticPageKind: {
    COOKIE_POLICY: 'our-cookie-policy',
    PRIVACY_STATEMENT: 'privacy-policy',
    TERMS_AND_CONDITIONS: 'terms-conditions',
  },
} as const satisfies {
  StaticPageKind: Record<string, PolicyPathOf<PolicyPage['path']>>;
};

export type StaticPageKind = RestValueOf<typeof contentEnumValues.StaticPageKind>;

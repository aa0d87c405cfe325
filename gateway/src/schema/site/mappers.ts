// What the site domain's types receive as their parent: the REST shapes the api answers.
import type { theme } from '@portal/contract/shared';
import type { site } from '@portal/contract/site';
import type { z } from 'zod';
import type { SuccessOf } from '../../rest/rest-api.js';

export type RestSiteTheme = SuccessOf<typeof site>;

export interface SiteParent {
  /** The domain whose site answered: the request's, or the default site's. */
  domain: string;
  site: RestSiteTheme;
}

/** A theme is the site's and also the signed-in person's client's (Client.theme). */
export type ThemeParent = z.output<typeof theme>;

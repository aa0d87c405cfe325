// What each GraphQL type's resolvers receive as their parent: the REST shapes the api answers.
// Resolvers of several domains meet on these types (a Viewer is extended by terms, employees and
// approvals), so their parents are named here, once, rather than in any one domain.
import type { DataLoad, EmployeeDataUpload } from '@portal/contract/data-loads';
import type {
  RestBenefitCard,
  RestClaim,
  RestClient,
  RestContactPage,
  RestEmployee,
  RestLifeEvent,
  RestLifeEventType,
  RestFamilyMember,
  RestPendingSelection,
  RestSelection,
  RestSiteTheme,
  RestTheme,
  RestUser,
} from '../rest/types.js';

export interface ViewerParent {
  user: RestUser;
}

export type { RestClient };

export interface ClientParent {
  client: RestClient;
}

export interface SiteParent {
  /** The domain whose site answered: the request's, or the default site's. */
  domain: string;
  site: RestSiteTheme;
}

export type ThemeParent = RestTheme;

export type EmployeeParent = RestEmployee;

export interface PendingSelectionParent {
  selection: RestPendingSelection;
  /** The page's dynamic columns, in order. */
  fieldNames: string[];
}

/**
 * A benefit as a list shows it: every field a card has is read from the card, so a list of any
 * length costs one api call; the benefit page's other fields load the product (one call per
 * benefit, shared by all of them through the `benefit` loader).
 */
export interface BenefitParent {
  card: RestBenefitCard;
}

export type SelectionParent = RestSelection;

export type ClaimParent = RestClaim;

export type LifeEventParent = RestLifeEvent;

export type LifeEventTypeParent = RestLifeEventType;
/** A family member as the server sends it; its fields are read through family/mapping.ts. */
export type FamilyMemberParent = RestFamilyMember;

/** The Contact us page: its content when it could be read, and the viewer for the support contacts. */
export interface ContactPageParent {
  user: RestUser;
  page: RestContactPage | null;
}

/** The viewer's client, whose employee data uploads are read; the administrator check is done. */
export interface DataLoadsParent {
  clientId: string;
  eligibilityImpact: boolean;
}

export type EmployeeDataUploadParent = EmployeeDataUpload & { eligibilityImpact: boolean };

export type DataLoadParent = DataLoad;

// What the contact domain's types receive as their parent.
import type { contactPage } from '@portal/contract/contact';
import type { SuccessOf } from '../../rest/rest-api.js';
import type { RestUser } from '../shared/mappers.js';

/** The Contact us page: its content when it could be read, and the viewer for the support contacts. */
export interface ContactPageParent {
  user: RestUser;
  page: SuccessOf<typeof contactPage> | null;
}

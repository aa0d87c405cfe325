// What the resolvers of several domains receive as their parent, named once: a Viewer is extended
// by nearly every domain (terms, employees, approvals…). A type only one domain resolves has its
// parent in that domain's own mappers.ts; codegen.config.ts reads each from where it is.
import type { user } from '@portal/contract/profile';
import type { SuccessOf } from '../../rest/rest-api.js';

/** The signed-in person as GET /user describes them. */
export type RestUser = SuccessOf<typeof user>;

export interface ViewerParent {
  user: RestUser;
}

// What the profile domain's types receive as their parent: the REST shapes the api answers.
import type { loginSetup } from '@portal/contract/session';
import type { SuccessOf } from '../../rest/rest-api.js';

/** The signed-in person's client, as their login setup describes it. */
export type RestClient = NonNullable<SuccessOf<typeof loginSetup>['client']>;

export interface ClientParent {
  client: RestClient;
}

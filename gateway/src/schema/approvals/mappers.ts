// What the approvals domain's types receive as their parent: the REST shapes the api answers.
import type { pendingSelections } from '@portal/contract/approvals';
import type { SuccessOf } from '../../rest/rest-api.js';

export type RestPendingSelection = SuccessOf<typeof pendingSelections>['selectionsData'][number];

export interface PendingSelectionParent {
  selection: RestPendingSelection;
  /** The page's dynamic columns, in order. */
  fieldNames: string[];
}

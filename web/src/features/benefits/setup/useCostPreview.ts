// The monthly costs of the amounts being chosen in setup, for a benefit the beam calculation does
// not cost (Cycle to Work's order, Holiday Buy and Sell's days, a pension percentage, an amount).
// As with the beam, each change of valid amounts asks again from the change event itself, in a
// transition: the costs on screen stay until the new ones arrive, and an answer to a question a
// later change has replaced is dropped.
import { useCallback, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { useCostPreview_benefit$key } from '../../../__generated__/useCostPreview_benefit.graphql';
import type { useCostPreviewRefetchQuery } from '../../../__generated__/useCostPreviewRefetchQuery.graphql';
import type { EditFieldSpec } from './editValues';
import { checkField } from './editValues';

export type PreviewQuestion = readonly { name: string; value: string }[];

const sameQuestion = (a: PreviewQuestion | null, b: PreviewQuestion | null) =>
  a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

const NUMBER_KINDS: ReadonlySet<string> = new Set(['AMOUNT', 'PERCENTAGE', 'DAYS']);

/** Whether the benefit's costs turn on amounts typed (not only a level picked, whose costs are on its options). */
export const previewsCosts = (fields: readonly EditFieldSpec[]) => fields.some((field) => NUMBER_KINDS.has(field.type));

/** The amounts typed, once every one that is required or given is valid; null until then. */
export function previewQuestionOf(fields: readonly EditFieldSpec[], texts: readonly string[]): PreviewQuestion | null {
  const asked: { name: string; value: string }[] = [];
  for (const [index, field] of fields.entries()) {
    if (!NUMBER_KINDS.has(field.type)) continue;
    const checked = checkField(field, texts[index] ?? '');
    if (!checked.ok) return null;
    if (checked.value !== null) asked.push({ name: field.name, value: checked.value });
  }
  return asked.length > 0 ? asked : null;
}

export function useCostPreview(key: useCostPreview_benefit$key) {
  const [data, refetch] = useRefetchableFragment<useCostPreviewRefetchQuery, useCostPreview_benefit$key>(
    graphql`
      fragment useCostPreview_benefit on Benefit
      @refetchable(queryName: "useCostPreviewRefetchQuery")
      @argumentDefinitions(
        previewValues: { type: "[SelectionValueInput!]", defaultValue: [] }
        preview: { type: "Boolean", defaultValue: false }
      ) {
        costPreview(values: $previewValues) @include(if: $preview) {
          costs {
            employeeGross
            employeeNet
            taxSaving
            niSaving
            employer
          }
          errors {
            field
            message
          }
        }
      }
    `,
    key,
  );
  const [pending, startTransition] = useTransition();
  const asked = useRef<PreviewQuestion | null>(null);
  const [askedFor, setAskedFor] = useState<PreviewQuestion | null>(null);

  const ask = useCallback(
    (question: PreviewQuestion) => {
      if (sameQuestion(asked.current, question)) return;
      asked.current = question;
      startTransition(() => {
        setAskedFor(question);
        refetch({ previewValues: question, preview: true }, { fetchPolicy: 'store-or-network' });
      });
    },
    [refetch],
  );

  return {
    preview: data.costPreview ?? null,
    pending,
    ask,
    isFor: (question: PreviewQuestion | null) => question !== null && sameQuestion(askedFor, question),
  };
}

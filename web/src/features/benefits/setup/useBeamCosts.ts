// The beam cost calculation of the cover being chosen. Each change of a valid
// cover asks again from the change event itself, in a transition: the costs on screen stay
// until the new ones arrive, and Relay drops the answer to a question that a later change has
// replaced, so typing never waits on a timer and never shows stale costs last.
import { useCallback, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { useBeamCosts_benefit$key } from '../../../__generated__/useBeamCosts_benefit.graphql';
import type { useBeamCostsRefetchQuery } from '../../../__generated__/useBeamCostsRefetchQuery.graphql';

export interface BeamQuestion {
  cover: number;
  partnerCover: number | null;
}

const sameQuestion = (a: BeamQuestion | null, b: BeamQuestion | null) =>
  a?.cover === b?.cover && a?.partnerCover === b?.partnerCover;

export function useBeamCosts(key: useBeamCosts_benefit$key) {
  const [data, refetch] = useRefetchableFragment<useBeamCostsRefetchQuery, useBeamCosts_benefit$key>(
    graphql`
      fragment useBeamCosts_benefit on Benefit
      @refetchable(queryName: "useBeamCostsRefetchQuery")
      @argumentDefinitions(
        cover: { type: "Int", defaultValue: 0 }
        partnerCover: { type: "Int" }
        calculate: { type: "Boolean", defaultValue: false }
      ) {
        beamCosts(cover: $cover, partnerCover: $partnerCover) @include(if: $calculate) {
          result {
            costs {
              employeeGross
              employeeNet
              taxSaving
              niSaving
              employer
            }
            freeCover
            coverAboveFree
            medicalQuestionsRequired
            valueLimits {
              min
              max
              step
            }
            partnerValueLimits {
              min
              max
              step
            }
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
  // What was last asked: the answer on screen is for it once the transition has finished.
  const asked = useRef<BeamQuestion | null>(null);
  const [askedFor, setAskedFor] = useState<BeamQuestion | null>(null);

  const calculate = useCallback(
    (question: BeamQuestion) => {
      if (sameQuestion(asked.current, question)) return;
      asked.current = question;
      startTransition(() => {
        setAskedFor(question);
        refetch(
          { cover: question.cover, partnerCover: question.partnerCover, calculate: true },
          { fetchPolicy: 'store-or-network' },
        );
      });
    },
    [refetch],
  );

  return {
    beam: data.beamCosts ?? null,
    /** The question the answer on screen (or on its way) is for. */
    askedFor,
    pending,
    calculate,
    isFor: (question: BeamQuestion | null) => sameQuestion(askedFor, question),
  };
}

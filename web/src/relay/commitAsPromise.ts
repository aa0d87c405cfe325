// useMutation's commit, as a promise: the screens await a payload and handle its errors as data.
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export function useMutationAsPromise<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables']) => Promise<T['response']>, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => {
            if (errors?.length && !response) reject(new Error(errors.map((e) => e.message).join('; ')));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight];
}

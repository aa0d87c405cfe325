// Operations sent without Relay's runtime, for the login page (its JavaScript budget,
// docs/performance.md). They are still written as `graphql` tags: relay-compiler persists each one
// and generates its types, and the Vite plugin (babel-plugin-relay) replaces each tag with its
// generated artifact, whose persisted id is all a request needs. Component tests put a mock Relay
// environment behind the same context (testing/renderWithRelay.tsx), so these screens are tested
// like the others.
import { createContext, useCallback, useContext, useState } from 'react';
import type { ConcreteRequest, MutationParameters, OperationType } from 'relay-runtime';
import { getCredentials } from '../browser-storage/session';
import { sendOperation } from './graphqlFetch';

/** Never runs: babel-plugin-relay compiles every `graphql` tag into an import of its artifact. */
export function graphql(text: TemplateStringsArray): ConcreteRequest {
  throw new Error(`A graphql tag was not compiled by babel-plugin-relay: ${text.join('').slice(0, 60)}`);
}

/** Sends one operation and resolves with its data (rejects when there is none, in the errors' words). */
export type OperationSender = <O extends OperationType>(
  request: ConcreteRequest,
  variables: O['variables'],
) => Promise<O['response']>;

/** For the session as it stands now, as Relay's current environment would send it. */
export const sendPlainOperation: OperationSender = async <O extends OperationType>(
  request: ConcreteRequest,
  variables: O['variables'],
) => {
  const body = await sendOperation(request.params, variables, getCredentials()?.access_token ?? null);
  return body.data as O['response'];
};

export const OperationSenderContext = createContext<OperationSender>(sendPlainOperation);

/** A mutation as a promise of its payload, and whether one is in flight (as useMutationAsPromise). */
export function usePlainMutation<M extends MutationParameters>(
  mutation: ConcreteRequest,
): [(variables: M['variables']) => Promise<M['response']>, boolean] {
  const send = useContext(OperationSenderContext);
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (variables: M['variables']) => {
      setInFlight((count) => count + 1);
      try {
        return await send<M>(mutation, variables);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [send, mutation],
  );
  return [run, inFlight > 0];
}

// The one way component tests render: Chakra's provider with the default brand, a memory
// router, the signed-in shell's data (a viewer who may do everything, unless the test says
// otherwise: testing/shell.ts), and (renderWithRelay) a mock Relay environment from relay-test-utils whose every
// operation (Relay's, and the plain ones of the signed-out pages) is answered by
// MockPayloadGenerator from the test's resolvers. A test's query is its own, marked
// @relay_test_operation so the generator fills each field by its type. The
// component stays on screen whatever the path, under a line "Now at <path>", so a test sees
// both where a navigation went and what the store holds after it.
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { commitMutation, fetchQuery, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ConcreteRequest, GraphQLTaggedNode, MutationParameters, OperationType, VariablesOf } from 'relay-runtime';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type MockResolvers,
  type RelayMockEnvironment,
} from 'relay-test-utils';
import type { AppShellQuery$data } from '../__generated__/AppShellQuery.graphql';
import { OperationSenderContext, type OperationSender } from '../relay/plainOperations';
import { ShellContext } from '../shell/ShellContext';
import { DEFAULT_THEME } from '../site/brandTheme';
import { brandVariables, portalSystem } from '../site/system';
import { signedInShell } from './shell';

const defaultBrand = brandVariables(DEFAULT_THEME);

/** Chakra's system with the default brand's variables, as BrandThemeProvider gives the app. */
export function TestChakraProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={portalSystem()}>
      <style>{defaultBrand}</style>
      {children}
    </ChakraProvider>
  );
}

function Location() {
  return <p>Now at {useLocation().pathname}</p>;
}

export interface ProvidersOptions {
  /** Where the component is first drawn (default /), with its query when it has one. */
  path?: string;
  /** Navigation state, as a Link would pass it. */
  state?: unknown;
  /** The shell's data: by default a signed-in viewer who may do everything. */
  shell?: AppShellQuery$data;
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', state, shell = signedInShell() }: ProvidersOptions = {},
): RenderResult {
  // A declarative router: the components under test navigate and link, but load nothing
  // through the router (the data router would also want the Fetch API, which jsdom lacks).
  return render(
    <TestChakraProvider>
      <MemoryRouter
        initialEntries={[
          { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
        ]}
      >
        <ShellContext.Provider value={shell}>
          <Location />
          {ui}
        </ShellContext.Provider>
      </MemoryRouter>
    </TestChakraProvider>,
  );
}

export interface RelayRenderOptions<Q extends OperationType> extends ProvidersOptions {
  query: GraphQLTaggedNode;
  variables?: VariablesOf<Q>;
  /** How each type is mocked; anything left out gets the generator's placeholder values. */
  resolvers?: MockResolvers;
  /** Draws the component under test from the query's data. */
  render: (data: Q['response']) => ReactNode;
}

export function renderWithRelay<Q extends OperationType>({
  query,
  variables = {} as VariablesOf<Q>,
  resolvers = {},
  render: draw,
  ...providers
}: RelayRenderOptions<Q>): RenderResult & { environment: RelayMockEnvironment } {
  const environment = createMockEnvironment();
  // The test query is answered as soon as it is sent; operations the component starts later
  // (refetches, mutations) stay pending until the test resolves or rejects them.
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));

  function QueryRenderer() {
    return <>{draw(useLazyLoadQuery<Q>(query, variables))}</>;
  }

  const result = renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <OperationSenderContext.Provider value={sendThrough(environment)}>
        <Suspense fallback="Loading the test query...">
          <QueryRenderer />
        </Suspense>
      </OperationSenderContext.Provider>
    </RelayEnvironmentProvider>,
    providers,
  );
  return { ...result, environment };
}

/**
 * The plain operations of the signed-out pages (relay/plainOperations.tsx), sent through the mock
 * environment: a test answers them as it answers Relay's own.
 */
function sendThrough(environment: RelayMockEnvironment): OperationSender {
  return <O extends OperationType>(request: ConcreteRequest, variables: O['variables']) => {
    if (request.params.operationKind !== 'mutation') {
      return fetchQuery<O>(environment, request, variables, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (data === undefined) throw new Error(`${request.params.name} answered nothing`);
          return data;
        });
    }
    return new Promise<O['response']>((resolve, reject) => {
      commitMutation<MutationParameters>(environment, {
        mutation: request,
        variables,
        onCompleted: (response, errors) => {
          if (errors?.length && !response) reject(new Error(errors.map((error) => error.message).join('; ')));
          else resolve(response);
        },
        onError: reject,
      });
    });
  };
}

// relay-test-utils ships Flow types only: these are the parts the component tests use, written
// from its RelayModernMockEnvironment.js.flow and RelayMockPayloadGenerator.js.flow (21.0).
declare module 'relay-test-utils' {
  import type {
    Environment,
    GraphQLSingularResponse,
    GraphQLTaggedNode,
    OperationDescriptor,
    Variables,
  } from 'relay-runtime';

  export interface MockResolverContext {
    readonly parentType: string | null | undefined;
    readonly name: string | null | undefined;
    readonly alias: string | null | undefined;
    readonly path: readonly string[] | null | undefined;
    readonly args: Readonly<Record<string, unknown>> | null | undefined;
  }

  export type MockResolvers = Readonly<
    Record<string, (context: MockResolverContext, generateId: () => number) => unknown>
  >;

  type OperationMockResolver = (operation: OperationDescriptor) => GraphQLSingularResponse | Error | null | undefined;

  export interface RelayMockEnvironment extends Environment {
    readonly mock: {
      readonly getAllOperations: () => readonly OperationDescriptor[];
      readonly getMostRecentOperation: () => OperationDescriptor;
      readonly isLoading: (request: OperationDescriptor, variables: Variables) => boolean;
      readonly queueOperationResolver: (resolver: OperationMockResolver) => void;
      readonly queuePendingOperation: (query: GraphQLTaggedNode, variables: Variables) => void;
      readonly resolve: (request: OperationDescriptor, payload: GraphQLSingularResponse) => void;
      readonly reject: (request: OperationDescriptor, error: Error | string) => void;
      readonly resolveMostRecentOperation: (
        payload: GraphQLSingularResponse | ((operation: OperationDescriptor) => GraphQLSingularResponse),
      ) => void;
      readonly rejectMostRecentOperation: (error: Error | ((operation: OperationDescriptor) => Error)) => void;
    };
  }

  export function createMockEnvironment(config?: Readonly<Record<string, unknown>>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null): GraphQLSingularResponse;
  };
}

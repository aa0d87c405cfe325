import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { UpstreamError } from './rest/upstream.js';

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'UPSTREAM_ERROR';

export function gatewayError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/** A failed REST call as the GraphQL error the web app acts on (401 logs the user out). */
export function fromUpstream(error: UpstreamError): GraphQLError {
  if (error.status === 401) return gatewayError('UNAUTHENTICATED', error.message);
  if (error.status === 403 || error.status === 404) return gatewayError('FORBIDDEN', error.message);
  if (error.status === 400 || error.status === 422) return gatewayError('BAD_USER_INPUT', error.message);
  return gatewayError('UPSTREAM_ERROR', error.message);
}

const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'UPSTREAM_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Everything that leaves the gateway passes here: upstream failures keep the api's own words,
 * errors we raised on purpose keep theirs, and anything else is masked so that no stack,
 * internal URL or SQL reaches a browser.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) {
    const mapped = fromUpstream(original);
    return { message: mapped.message, path: formatted.path, locations: formatted.locations, extensions: mapped.extensions };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    return { message: formatted.message, path: formatted.path, locations: formatted.locations, extensions: { code } };
  }
  if (!(original instanceof GraphQLError) || original.originalError) {
    console.error('[gateway] unexpected error', original);
  }
  return {
    message: 'It looks like something has gone wrong, please try again later',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

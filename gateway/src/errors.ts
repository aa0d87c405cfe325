import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { refusalOf, type Refusal } from './rest/decode.js';
import { UpstreamContractError, UpstreamError } from './rest/upstream-error.js';
import { SOMETHING_WENT_WRONG } from './messages.js';

export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'UPSTREAM_ERROR' | 'UPSTREAM_CONTRACT';

export function gatewayError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * The code of each refusal a resolver leaves unworded. A dead session is UNAUTHENTICATED (the web
 * app logs the user out); what is not there is refused like what is not yours, so that another
 * client's ids reveal nothing.
 */
const CODE_OF_REFUSAL: Record<Refusal, ErrorCode> = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'FORBIDDEN',
  invalid: 'BAD_USER_INPUT',
  gone: 'UPSTREAM_ERROR',
  conflict: 'UPSTREAM_ERROR',
  locked: 'UPSTREAM_ERROR',
  failed: 'UPSTREAM_ERROR',
};

/** A failed REST call as the GraphQL error the web app acts on, in the api's own words. */
export function fromUpstream(error: UpstreamError): GraphQLError {
  // Logged where it was found (rest/decode.ts); what broke is nothing a browser should read.
  if (error instanceof UpstreamContractError) return gatewayError('UPSTREAM_CONTRACT', SOMETHING_WENT_WRONG);
  return gatewayError(CODE_OF_REFUSAL[refusalOf(error.status)], error.message);
}

const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'UPSTREAM_ERROR',
  'UPSTREAM_CONTRACT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * A few of Apollo's own request errors name the library (and how to configure it); the browser
 * gets the same meaning without the name.
 */
function withoutLibraryName(message: string): string {
  if (!/apollo/i.test(message)) return message;
  if (/introspection/i.test(message)) return 'Introspection is not allowed';
  if (/cross-site request forgery/i.test(message)) {
    return 'This request was refused as a possible cross-site request forgery: send it with a Content-Type of application/json';
  }
  return 'The request could not be handled';
}

/**
 * Everything that leaves the gateway passes here: upstream failures keep the api's own words,
 * errors we raised on purpose keep theirs, and anything else is masked so that no stack,
 * internal URL or SQL reaches a browser.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError) {
    const mapped = fromUpstream(original);
    return {
      message: mapped.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: mapped.extensions,
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) {
    return {
      message: withoutLibraryName(formatted.message),
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code },
    };
  }
  if (!(original instanceof GraphQLError) || original.originalError) {
    console.error('[gateway] unexpected error', original);
  }
  return {
    message: SOMETHING_WENT_WRONG,
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

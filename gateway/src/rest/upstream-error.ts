/**
 * A REST call whose answer no resolver words as data: a refusal the call does not expect, or no
 * answer at all (status 0). errors.ts turns it into the GraphQL error the web app acts on.
 */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/**
 * An answer that breaks the REST contract: a success that is not JSON, or a body that does not
 * match the contract's schema for its status. The message names the call and the failing field
 * for the log; a browser never sees it (errors.ts masks it as UPSTREAM_CONTRACT).
 */
export class UpstreamContractError extends UpstreamError {
  constructor(
    readonly call: string,
    status: number,
    readonly field: string,
    readonly problem: string,
  ) {
    super(status, {}, `${call} answered ${status} with a body that breaks the contract at ${field}: ${problem}`);
    this.name = 'UpstreamContractError';
  }
}

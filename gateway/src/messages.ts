// The spec's generic failure text, for every failure the user cannot act on.
export const SOMETHING_WENT_WRONG = 'It looks like something has gone wrong, please try again later';
// The spec's words for a change that never reached the server (a setup network error).
export const CONNECTION_FAILED = 'There was an error connecting to the server';
// A request that needs a session and came without a bearer token.
export const NOT_SIGNED_IN = 'You need to log in to see this';
// The spec's words for a call the viewer's role does not allow.
export const ACCESS_DENIED = 'Access Denied';

/** Null when `version` (e.g. "20.20.2") satisfies `range` (">=A.B[.C]"); otherwise what to tell the person. */
export function nodeVersionProblem(version: string, range: string): string | null;

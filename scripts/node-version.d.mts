/** Null when `version` (e.g. "20.20.2") satisfies `range` (">=A.B[.C]"); otherwise what to tell the person. */
export function nodeVersionProblem(version: string, range: string): string | null;
/** The last day of security fixes of each release line the portal starts on. */
export const endOfLife: Record<number, string>;
/** Null while `version`'s release line gets security fixes on `today`; otherwise a warning to move on. */
export function nodeVersionAdvice(version: string, today?: Date): string | null;

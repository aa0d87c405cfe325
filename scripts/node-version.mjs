// The Node.js versions the portal runs on, as package.json's `engines` names them (">=20.19"), and
// the sentence `npm start` says instead of starting on another one.

/** Null when `version` (e.g. "20.20.2") satisfies `range` (">=A.B[.C]"); otherwise what to tell the person. */
export function nodeVersionProblem(version, range) {
  const least = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!least) throw new Error(`package.json engines.node must read ">=major.minor", not "${range}"`);
  const wanted = least.slice(1).map((part) => Number(part ?? 0));
  const have = version.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) > wanted[i]) return null;
    if ((have[i] ?? 0) < wanted[i]) {
      return `The portal needs Node.js ${range.replace('>=', '')} or newer (package.json "engines"); this is Node.js ${version}. Install a current LTS release (https://nodejs.org) and run npm start again.`;
    }
  }
  return null;
}

/**
 * The last day of security fixes of each release line the portal still starts on (the Node.js
 * release schedule). Past it, the line still runs the portal, but no longer gets fixes.
 */
export const endOfLife = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

/** Null while `version`'s release line gets security fixes on `today`; otherwise a warning to move on. */
export function nodeVersionAdvice(version, today = new Date()) {
  const major = Number(version.split('.')[0]);
  const last = endOfLife[major];
  if (!last || today.toISOString().slice(0, 10) <= last) return null;
  return `Node.js ${major} stopped getting security fixes on ${last}. The portal runs on Node.js 24 (the current long-term support line): move to it before this one is dropped.`;
}

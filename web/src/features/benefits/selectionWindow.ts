// What a benefit's selection window says (docs/benefits.md, Selection window): nothing while the
// scheme's own window is open, the life event and its end while one opened it, and when changes
// open again (or when they closed) outside it. The benefit page and the setup screen say the same.
import { formatDate } from '../../site/dates';
import { benefitStrings as S } from './strings';

export interface SelectionWindowState {
  readonly open: boolean;
  readonly opensOn: string | null | undefined;
  readonly closesOn: string | null | undefined;
  readonly lifeEvent: string | null | undefined;
}

export function selectionWindowMessage({ open, opensOn, closesOn, lifeEvent }: SelectionWindowState): string | null {
  if (open) return lifeEvent && closesOn ? S.lifeEventWindow(lifeEvent, formatDate(closesOn)) : null;
  if (opensOn) return S.windowOpensOn(formatDate(opensOn));
  return closesOn ? S.windowClosedOn(formatDate(closesOn)) : S.windowClosed;
}

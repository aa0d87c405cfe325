// What a benefit's selection window says (docs/benefits.md, Selection window; docs/life-events.md):
// nothing while the scheme's (or the benefit's own) window is open, the life event and its end
// while one opened it, and when changes open again (or when they closed) outside it. The benefit
// page and the setup screen say the same.
import { formatDate } from '../../format/dates';
import { todayInLondon } from './claimForm';
import { benefitStrings as S } from './strings';

export interface SelectionWindowState {
  readonly open: boolean;
  readonly opensOn: string | null | undefined;
  readonly closesOn: string | null | undefined;
  readonly lifeEvent: string | null | undefined;
}

/** `today` is the UK's: a window that opened in the past and has closed says when it closed, as the api does. */
export function selectionWindowMessage(
  { open, opensOn, closesOn, lifeEvent }: SelectionWindowState,
  today = todayInLondon(),
): string | null {
  if (open) return lifeEvent && closesOn ? S.lifeEventWindow(lifeEvent.toLowerCase(), formatDate(closesOn)) : null;
  if (opensOn && opensOn > today) return S.windowOpensOn(formatDate(opensOn));
  return closesOn ? S.windowClosedOn(formatDate(closesOn)) : S.windowClosed;
}

// "Access Denied": what the guard shows a viewer whose session may not
// open the screen (Viewer.can says so, from the api's access declarations).
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';
import { usePageTitle } from './usePageTitle';

export function AccessDenied() {
  usePageTitle(shellStrings.accessDenied);
  return <MessagePanel title={shellStrings.accessDenied} text={shellStrings.accessDeniedText} icon="!" />;
}

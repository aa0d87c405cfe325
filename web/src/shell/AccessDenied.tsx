// "Access Denied" (spec section 6): what the guard shows a user of the wrong type, and what an
// administrator's page shows an employer who is not one (only the gateway can tell them apart,
// through Viewer.isEmployerAdmin, so those pages check it themselves).
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';

export function AccessDenied() {
  return <MessagePanel title={shellStrings.accessDenied} text={shellStrings.accessDeniedText} icon="!" />;
}

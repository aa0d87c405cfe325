// A change to the person's own account answers the viewer read afresh, so the web's store shows
// the new avatar, email, 2FA state or sessions without a refetch of its own.
import { requireViewer, type GatewayContext } from '../../context.js';
import type { ViewerParent } from './mappers.js';
import { orNull } from './failures.js';

export async function viewerAfterChange(context: GatewayContext): Promise<ViewerParent | null> {
  const loaders = requireViewer(context);
  loaders.user.clearAll();
  loaders.profile.clearAll();
  loaders.signedInSessions.clearAll();
  loaders.loginSetup.clearAll();
  const user = await orNull(() => loaders.user.load('me'));
  return user ? { user } : null;
}

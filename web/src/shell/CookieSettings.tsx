// The app's one cookie settings dialog, mounted by app.tsx. Its module (Chakra's Dialog,
// Accordion and Switch, with their zag machines) is fetched the first time the dialog opens, not
// with the login page; once loaded it stays mounted, so it closes with its animation.
import { lazy, Suspense, useEffect, useState } from 'react';
import { closeCookieSettings, type CookieSettingsState, useCookieSettings } from '../browser-storage/cookieConsent';

const CookieSettingsModal = lazy(() =>
  import('./CookieSettingsModal').then((module) => ({ default: module.CookieSettingsModal })),
);

export function CookieSettings() {
  const settings = useCookieSettings();
  const [wanted, setWanted] = useState(settings.open);
  if (settings.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ClosedFirst {...settings} />
    </Suspense>
  );
}

/** The dialog mounts closed and then opens, as it did when it was always mounted: the dialog
 *  machine sets up its focus return (to the video that asked, say) only on an opening. */
function ClosedFirst({ open, section, returnFocus }: CookieSettingsState) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <CookieSettingsModal
      open={open && mounted}
      section={section}
      returnFocus={returnFocus}
      onClose={closeCookieSettings}
    />
  );
}

// Cookie consent, persisted under the spec's `root` key as { version, cookiesAccepted,
// nonNecessaryCookiesEnabled }, with a tiny store so the banner, the modal and the login form agree.
import { useSyncExternalStore } from 'react';

export interface CookieConsent {
  cookiesAccepted: boolean;
  nonNecessaryCookiesEnabled: boolean;
}

const KEY = 'root';
const VERSION = 1;
const listeners = new Set<() => void>();
let cached: CookieConsent | null = null;

function read(): CookieConsent {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CookieConsent> | null;
    return {
      cookiesAccepted: parsed?.cookiesAccepted === true,
      nonNecessaryCookiesEnabled: parsed?.nonNecessaryCookiesEnabled === true,
    };
  } catch {
    return { cookiesAccepted: false, nonNecessaryCookiesEnabled: false };
  }
}

export function getCookieConsent(): CookieConsent {
  cached ??= read();
  return cached;
}

/**
 * The name of the cookie that tells the gateway cookies were accepted, so the login page's HTML
 * (gateway/src/http/login-page.ts) comes without the banner. Essential: it only remembers the choice.
 */
export const CONSENT_COOKIE = 'cookiesAccepted';

/** Keeps the consent cookie in step with the stored choice (one stored before the cookie existed too). */
export function syncConsentCookie(accepted = getCookieConsent().cookiesAccepted): void {
  const present = document.cookie.split('; ').includes(`${CONSENT_COOKIE}=1`);
  if (accepted && !present) document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`;
  else if (!accepted && present) document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

export function setCookieConsent(change: Partial<CookieConsent>): void {
  const next = { ...getCookieConsent(), ...change };
  cached = next;
  localStorage.setItem(KEY, JSON.stringify({ version: VERSION, ...next }));
  syncConsentCookie(next.cookiesAccepted);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      cached = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribe, getCookieConsent, getCookieConsent);
}

/** The part of the cookie settings to open at: a video's placeholder opens at video player cookies. */
export type CookieSettingsSection = 'essential' | 'video';

export interface CookieSettingsState {
  open: boolean;
  section: CookieSettingsSection | null;
  /** Where focus goes when the dialog closes, if not back to what opened it (which may be gone). */
  returnFocus: (() => HTMLElement | null) | null;
}

// One cookie settings dialog for the whole app (app.tsx), opened from the banner, the footer or a
// video's placeholder, wherever they are.
let settings: CookieSettingsState = { open: false, section: null, returnFocus: null };
const settingsListeners = new Set<() => void>();

function setSettings(next: CookieSettingsState): void {
  settings = next;
  settingsListeners.forEach((listener) => listener());
}

export function openCookieSettings(
  section: CookieSettingsSection | null = null,
  returnFocus: CookieSettingsState['returnFocus'] = null,
): void {
  setSettings({ open: true, section, returnFocus });
}

export function closeCookieSettings(): void {
  setSettings({ ...settings, open: false });
}

function subscribeToSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

export function useCookieSettings(): CookieSettingsState {
  return useSyncExternalStore(subscribeToSettings, () => settings);
}

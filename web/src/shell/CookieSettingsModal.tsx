// Cookie settings (600 px wide): essential cookies, always enabled, and video player cookies
// behind a toggle that sets nonNecessaryCookiesEnabled. One dialog for the whole app
// (CookieSettings.tsx, mounted by app.tsx, loads this module when it first opens), opened from
// the banner, the footer or a video's placeholder; a choice saved here takes effect at once
// wherever a video is shown.
import { Accordion, Badge, Button, Flex, Span, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  closeCookieSettings,
  type CookieSettingsSection,
  setCookieConsent,
  useCookieConsent,
  useCookieSettings,
} from '../browser-storage/cookieConsent';
import { ModalDialog } from './ModalDialog';
import { shellStrings } from './strings';

export interface CookieSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** Opened at this section (video player cookies, from a video's placeholder). */
  section?: CookieSettingsSection | null;
  /** Where focus goes on close, if not back to what opened the dialog. */
  returnFocus?: (() => HTMLElement | null) | null;
}

export function CookieSettingsModal({ open, onClose, section = null, returnFocus = null }: CookieSettingsModalProps) {
  const { nonNecessaryCookiesEnabled } = useCookieConsent();
  // The toggle as moved but not yet saved; until then it shows the choice as stored, so the
  // dialog never opens on a stale one.
  const [draft, setDraft] = useState<boolean | null>(null);
  const videoCookies = draft ?? nonNecessaryCookiesEnabled;

  const close = () => {
    setDraft(null);
    onClose();
  };
  const save = () => {
    setCookieConsent({ cookiesAccepted: true, nonNecessaryCookiesEnabled: videoCookies });
    close();
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={shellStrings.cookieSettingsTitle}
      maxW="600px"
      finalFocusEl={returnFocus ?? undefined}
      footer={
        <Flex justify="flex-end" w="full">
          <Button colorPalette="brand" onClick={save}>
            {shellStrings.saveCookieSettings}
          </Button>
        </Flex>
      }
    >
      <Text color="gray.700" mb="4">
        {shellStrings.cookieSettingsIntro}
      </Text>
      <Accordion.Root
        collapsible
        multiple
        defaultValue={section === 'video' ? ['essential', 'video'] : ['essential']}
        variant="enclosed"
      >
        <Accordion.Item value="essential">
          <Accordion.ItemTrigger>
            <Span flex="1" fontWeight="600">
              {shellStrings.essentialCookies}
            </Span>
            <Badge colorPalette="green" variant="subtle">
              {shellStrings.alwaysEnabled}
            </Badge>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="gray.700">{shellStrings.essentialCookiesText}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
        <Accordion.Item value="video">
          <Accordion.ItemTrigger>
            <Span flex="1" fontWeight="600">
              {shellStrings.videoPlayerCookies}
            </Span>
            <Badge colorPalette={videoCookies ? 'green' : 'gray'} variant="subtle">
              {videoCookies ? shellStrings.videoCookiesOn : shellStrings.videoCookiesOff}
            </Badge>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="gray.700">
              <Text mb="3">{shellStrings.videoPlayerCookiesText}</Text>
              <Switch.Root
                colorPalette="brand"
                checked={videoCookies}
                onCheckedChange={(details) => setDraft(details.checked)}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{shellStrings.enableVideoPlayerCookies}</Switch.Label>
              </Switch.Root>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      </Accordion.Root>
    </ModalDialog>
  );
}

/** The dialog, open whenever openCookieSettings() asks, loaded at once (the tests'; the app's is CookieSettings.tsx). */
export function CookieSettings() {
  const { open, section, returnFocus } = useCookieSettings();
  return <CookieSettingsModal open={open} section={section} returnFocus={returnFocus} onClose={closeCookieSettings} />;
}

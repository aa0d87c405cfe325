// Cookie settings (600 px wide): essential cookies, always enabled, and video player cookies
// behind a toggle that sets nonNecessaryCookiesEnabled.
import { Accordion, Badge, Button, Flex, Span, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { getCookieConsent, setCookieConsent } from '../session/cookieConsent';
import { ModalDialog } from './ModalDialog';
import { shellStrings } from './strings';

export function CookieSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [videoCookies, setVideoCookies] = useState(() => getCookieConsent().nonNecessaryCookiesEnabled);

  const save = () => {
    setCookieConsent({ cookiesAccepted: true, nonNecessaryCookiesEnabled: videoCookies });
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={shellStrings.cookieSettingsTitle}
      maxW="600px"
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
      <Accordion.Root collapsible multiple defaultValue={['essential']} variant="enclosed">
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
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="gray.700">
              <Text mb="3">{shellStrings.videoPlayerCookiesText}</Text>
              <Switch.Root
                colorPalette="brand"
                checked={videoCookies}
                onCheckedChange={(details) => setVideoCookies(details.checked)}
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

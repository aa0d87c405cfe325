// Route /two-fa-qr-setup/: the QR intro of 2FA setup, when the organisation requires 2FA and the
// person has none yet. The QR code is drawn here, in the primary brand colour, from the pending
// otpauth URL the login step kept: the secret never goes to a third-party service.
import { Box, Button, Code, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { clearPendingTwoFactor, getPendingTwoFactor } from '../../session/session';
import { useShellData } from '../../shell/ShellContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import type { RouteModule } from '../../relay/queryRoute';
import { pendingSetupLoader, setupStateOf, type SetupState } from './setupFlow';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';

/** Base32 in groups of four, easier to copy by eye. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function TwoFaQrSetupScreen() {
  const location = useLocation();
  const shell = useShellData();
  const primary = `#${shell.viewer?.client?.theme.primaryColour ?? shell.site.theme.primaryColour}`;
  const { isFromActivation } = setupStateOf(location.state, location.search);
  const setup = getPendingTwoFactor()?.setup ?? null;
  const [qr, setQr] = useState<string | null>(null);

  usePageTitle(S.qrHeading);

  // Keyed on the URL: the pending setup is read from storage afresh on every render.
  const otpauthUrl = setup?.url;
  useEffect(() => {
    if (!otpauthUrl) return;
    let cancelled = false;
    void toDataURL(otpauthUrl, { margin: 1, width: 220, errorCorrectionLevel: 'M', color: { dark: primary, light: '#ffffff' } }).then((url) => {
      if (!cancelled) setQr(url);
    });
    return () => {
      cancelled = true;
    };
  }, [otpauthUrl, primary]);

  if (!setup) return null; // The loader has sent this visitor to the login page.
  const next: SetupState = { isFirst: true, isFromActivation };

  return (
    <TwoFactorCard heading={S.qrHeading} above={isFromActivation ? <StepProgress steps={S.activationSteps} current={2} /> : null}>
      <Text color="gray.700">{S.qrIntro}</Text>
      <List.Root as="ol" gap="2" ps="5" color="gray.800">
        {S.qrSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      <Box alignSelf="center" p="3" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" boxSize="244px">
        {qr ? <Image src={qr} alt={S.qrAlt} boxSize="220px" data-testid="two-fa-qr" data-otpauth={setup.url} /> : null}
      </Box>
      <Stack gap="1">
        <Text fontSize="sm" color="gray.700">
          {S.manualEntry}
        </Text>
        <Code fontSize="md" px="3" py="2" rounded="md" wordBreak="break-all" data-testid="two-fa-secret">
          {grouped(setup.secret)}
        </Code>
      </Stack>
      <HStack gap="3">
        <Button asChild variant="outline" size="lg" flex="1">
          <RouterLink to="/" onClick={clearPendingTwoFactor}>{S.close}</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="lg" flex="1">
          <RouterLink to="/two-fa-code-setup/" state={next}>
            {S.enterTheCode}
          </RouterLink>
        </Button>
      </HStack>
    </TwoFactorCard>
  );
}

export const route: RouteModule = { loader: pendingSetupLoader, Component: TwoFaQrSetupScreen };

// Route /two-fa-qr-setup/: the QR intro of 2FA setup, when the organisation requires 2FA and the
// person has none yet: the QR code of the pending secret the login step kept (TwoFactorQrCode).
import { Button, HStack, List, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { clearPendingTwoFactor, getPendingTwoFactor } from '../../browser-storage/session';
import { usePageTitle } from '../../shell/usePageTitle';
import { StepProgress } from '../../forms/StepProgress';
import type { RouteModule } from '../../relay/queryRoute';
import { pendingSetupLoader, setupStateOf, type SetupState } from './setupFlow';
import { twoFactorStrings as S } from './strings';
import { TwoFactorCard } from './TwoFactorCard';
import { TwoFactorQrCode } from './TwoFactorQrCode';

function TwoFactorQrSetupScreen() {
  const location = useLocation();
  const { isFromActivation } = setupStateOf(location.state, location.search);
  const setup = getPendingTwoFactor()?.setup ?? null;

  usePageTitle(S.qrHeading);

  if (!setup) return null; // The loader has sent this visitor to the login page.
  const next: SetupState = { isFirst: true, isFromActivation };

  return (
    <TwoFactorCard
      heading={S.qrHeading}
      above={isFromActivation ? <StepProgress steps={S.activationSteps} current={2} /> : null}
    >
      <Text color="gray.700">{S.qrIntro}</Text>
      <List.Root as="ol" gap="2" ps="5" color="gray.800">
        {S.qrSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
      <TwoFactorQrCode url={setup.url} secret={setup.secret} />
      <HStack gap="3">
        <Button asChild variant="outline" size="lg" flex="1">
          <RouterLink to="/" onClick={clearPendingTwoFactor}>
            {S.close}
          </RouterLink>
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

export const route: RouteModule = { loader: pendingSetupLoader, Component: TwoFactorQrSetupScreen };

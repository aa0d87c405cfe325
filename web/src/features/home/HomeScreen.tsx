// The home screen (/app/home/): the greeting; the 2FA welcome and the probation notice; content's
// banners; the total reward and the childcare-voucher balance; content's cards (home's quick
// links); the way to Help me choose for those who may use it; the way to Contact us where the client offers it; and, on the first login, the
// required welcome carousel. In voucher-only mode the balance comes first and
// nothing leads to My benefits or the dashboard.
import { Alert, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HomeScreen_viewer$key } from '../../__generated__/HomeScreen_viewer.graphql';
import type { NavViewer } from '../../shell/nav';
import { useCan } from '../../shell/ShellContext';
import { ContactUsPrompt } from './ContactUsPrompt';
import { HelpMeChoosePrompt } from './HelpMeChoosePrompt';
import { HomeBanners } from './HomeBanners';
import { HomeCards } from './HomeCards';
import { homeStrings } from './strings';
import { TotalRewardCard } from './TotalRewardCard';
import { VoucherBalanceCard } from './VoucherBalanceCard';
import { WelcomeCarousel } from './WelcomeCarousel';

export interface HomeScreenProps {
  viewer: HomeScreen_viewer$key;
  brand: string;
  /** The shell's viewer, whose navigation home's quick links repeat. */
  navViewer: NavViewer | null;
  /** Arrived from the last 2FA setup screen, which greets with a welcome message. */
  twoFactorWelcome: boolean;
}

export function HomeScreen({ brand, navViewer, twoFactorWelcome, ...props }: HomeScreenProps) {
  const viewer = useFragment(
    graphql`
      fragment HomeScreen_viewer on Viewer {
        firstName
        onProbation
        showWelcomeModal
        voucherOnly
        client {
          contactUsEnabled
        }
        voucherBalance {
          ...VoucherBalanceCard_balance
        }
        ...HomeBanners_viewer
        ...HomeCards_viewer
        ...TotalRewardCard_viewer
      }
    `,
    props.viewer,
  );
  // Read once: reading the carousel turns showWelcomeModal off in the store, and the carousel must
  // stay open until the person has been through it.
  const [welcome] = useState(viewer.showWelcomeModal);
  const mayChoose = useCan('helpMeChoose') && !viewer.voucherOnly;

  return (
    <>
      <Box bg="accent.solid" color="accent.contrast" position="relative" overflow="hidden">
        <Box
          position="absolute"
          right={{ base: '-28', md: '10' }}
          top={{ base: '-20', md: '-16' }}
          boxSize={{ base: '48', md: '72' }}
          rounded="full"
          bg="brand.solid"
          opacity="0.85"
        />
        <Box
          position="absolute"
          hideBelow="md"
          right="80"
          bottom="-10"
          boxSize="24"
          rounded="full"
          bg="brand.60"
          opacity="0.6"
        />
        <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }} position="relative">
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {homeStrings.greeting(viewer.firstName)}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.92">
              {homeStrings.intro}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          {viewer.voucherOnly && viewer.voucherBalance ? (
            <VoucherBalanceCard balance={viewer.voucherBalance} prominent />
          ) : null}
          {twoFactorWelcome ? (
            <Alert.Root status="success" rounded="xl" borderWidth="1px" borderColor="green.300" p="5" role="status">
              <Alert.Indicator />
              <Alert.Description fontSize="md">{homeStrings.twoFactorWelcome(brand)}</Alert.Description>
            </Alert.Root>
          ) : null}
          {viewer.onProbation ? (
            <Alert.Root
              status="info"
              rounded="xl"
              borderWidth="1px"
              borderColor="brand.muted"
              bg="brand.subtle"
              color="gray.900"
              p="5"
            >
              <Alert.Indicator color="brand.fg" />
              <Alert.Description fontSize="md">{homeStrings.probationNotice}</Alert.Description>
            </Alert.Root>
          ) : null}
          <HomeBanners viewer={viewer} />
          {viewer.voucherOnly ? null : (
            <SimpleGrid columns={{ base: 1, md: viewer.voucherBalance ? 2 : 1 }} gap="4">
              <TotalRewardCard viewer={viewer} />
              {viewer.voucherBalance ? <VoucherBalanceCard balance={viewer.voucherBalance} /> : null}
            </SimpleGrid>
          )}
          {mayChoose ? <HelpMeChoosePrompt /> : null}
          <HomeCards viewer={viewer} navViewer={navViewer} />
          {viewer.client?.contactUsEnabled ? <ContactUsPrompt /> : null}
        </Stack>
      </Container>
      {welcome ? <WelcomeCarousel brand={brand} /> : null}
    </>
  );
}

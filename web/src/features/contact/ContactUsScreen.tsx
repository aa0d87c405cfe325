// The Contact us page: the form, then the success message; or, when the
// page could not be read, the error state with a retry and the support contacts. The client's
// page content, when it has some, sits beside the form (below it on a phone), sanitised.
import { Box, Button, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, useEffect, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ContactUsScreen_viewer$key } from '../../__generated__/ContactUsScreen_viewer.graphql';
import { CmsHtml } from '../../components/CmsHtml';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { ContactForm } from './ContactForm';
import { contactStrings as S } from './strings';

const card = {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  boxShadow: 'xs',
  p: { base: '5', md: '8' },
} as const;

export function ContactUsScreen(props: { viewer: ContactUsScreen_viewer$key }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment ContactUsScreen_viewer on Viewer @refetchable(queryName: "ContactUsScreenRefetchQuery") {
        email
        contactPage {
          enquiryOptions {
            label
            value
          }
          pageContent {
            name
            content
          }
          supportEmail
          supportNumber
        }
      }
    `,
    props.viewer,
  );
  const { enquiryOptions, pageContent, supportEmail, supportNumber } = viewer.contactPage;
  // Each message sent mounts a fresh form afterwards (Send another message).
  const [sent, setSent] = useState<number | null>(null);
  const [retrying, startRetry] = useTransition();
  const retry = () =>
    startRetry(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const html = useMemo(
    () => (pageContent ? sanitizeCmsHtml(pageContent.content, pageContent.name, { videos: true }) : null),
    [pageContent],
  );

  if (!enquiryOptions) {
    return (
      <Box {...card} role="alert">
        <Stack gap="4" align="flex-start">
          <Heading as="h2" size="lg" color="gray.900">
            {S.loadFailedTitle}
          </Heading>
          <Text color="gray.800">{S.tryAgainPrompt}</Text>
          {supportEmail || supportNumber ? (
            <Stack gap="1">
              <Text color="gray.800">{S.fallbackIntro}</Text>
              <List.Root ps="5" color="gray.800">
                {supportEmail ? (
                  <List.Item>
                    {S.emailLabel}{' '}
                    <Link href={`mailto:${supportEmail}`} color="brand.fg" textDecoration="underline">
                      {supportEmail}
                    </Link>
                  </List.Item>
                ) : null}
                {supportNumber ? (
                  <List.Item>
                    {S.phoneLabel}{' '}
                    <Link href={`tel:${supportNumber.replace(/\s+/g, '')}`} color="brand.fg" textDecoration="underline">
                      {supportNumber}
                    </Link>
                  </List.Item>
                ) : null}
              </List.Root>
            </Stack>
          ) : null}
          <Button colorPalette="brand" onClick={retry} loading={retrying}>
            {S.tryAgain}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
      <Box {...card} flex="2" w="full" minW="0">
        {sent === null ? (
          <ContactForm
            options={enquiryOptions}
            email={viewer.email}
            onSent={() => setSent((count) => (count ?? 0) + 1)}
          />
        ) : (
          <Sent onAnother={() => setSent(null)} />
        )}
      </Box>
      {pageContent && html ? (
        <Box as="aside" aria-labelledby="contact-page-content" {...card} flex="1" w="full" minW="0">
          <Stack gap="3">
            <Heading as="h2" id="contact-page-content" size="lg" color="gray.900">
              {pageContent.name}
            </Heading>
            <CmsHtml html={html} />
          </Stack>
        </Box>
      ) : null}
    </Flex>
  );
}

/** The spec's success message; focus moves to it, so it is heard as well as seen. */
function Sent({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4" align="flex-start" role="status">
      <Box
        aria-hidden="true"
        boxSize="12"
        rounded="full"
        bg="green.100"
        color="green.800"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="2xl"
        fontWeight="700"
      >
        ✓
      </Box>
      <Heading as="h2" size="xl" color="gray.900" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
        {S.sentTitle}
      </Heading>
      <Text color="gray.800" fontSize="lg">
        {S.sentText}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/app/home/">{S.backToHome}</RouterLink>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {S.sendAnother}
        </Button>
      </Flex>
    </Stack>
  );
}

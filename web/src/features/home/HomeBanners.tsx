// Content's banners on home (/user/home-page-banner), in the spec's states: loading while read,
// error (the gateway's null) with a retry, success: one notice a banner, in its tone, with its
// link when it has one. None means nothing is shown.
import { Alert, Link, Stack } from '@chakra-ui/react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { HomeBanners_viewer$key } from '../../__generated__/HomeBanners_viewer.graphql';
import { ContentError } from './ContentError';
import { ContentLoading } from './ContentLoading';
import { shownInMode } from './homeContent';
import { PortalLink } from './LinkCard';
import { homeStrings as S } from './strings';
import { useHomeContent } from './useHomeContent';

const tones = {
  INFO: { status: 'info', borderColor: 'brand.muted', bg: 'brand.subtle', indicator: 'brand.fg' },
  SUCCESS: { status: 'success', borderColor: 'green.300', bg: 'green.50', indicator: 'green.700' },
  WARNING: { status: 'warning', borderColor: 'orange.300', bg: 'orange.50', indicator: 'orange.700' },
} as const;

export function HomeBanners(props: { viewer: HomeBanners_viewer$key }) {
  const [viewer, refetch] = useRefetchableFragment(
    graphql`
      fragment HomeBanners_viewer on Viewer @refetchable(queryName: "HomeBannersRefetchQuery") {
        voucherOnly
        homeBanners {
          id
          title
          text
          link
          linkLabel
          tone
        }
      }
    `,
    props.viewer,
  );
  const { status, retry } = useHomeContent(viewer.homeBanners, refetch);

  if (status === 'loading') return <ContentLoading count={1} height="20" columns={{ base: 1 }} />;
  if (status === 'error') return <ContentError onRetry={retry} />;
  const banners = shownInMode(viewer.homeBanners ?? [], viewer.voucherOnly);
  if (banners.length === 0) return null;
  return (
    <Stack as="section" aria-label={S.bannersLabel} gap="3">
      {banners.map((banner) => {
        const tone = tones[banner.tone === 'SUCCESS' || banner.tone === 'WARNING' ? banner.tone : 'INFO'];
        const link = banner.link && banner.linkLabel ? banner.link : null;
        return (
          <Alert.Root
            key={banner.id}
            status={tone.status}
            rounded="xl"
            borderWidth="1px"
            borderColor={tone.borderColor}
            bg={tone.bg}
            color="gray.900"
            p="5"
          >
            <Alert.Indicator color={tone.indicator} />
            <Alert.Content gap="1">
              <Alert.Title fontWeight="700">{banner.title}</Alert.Title>
              <Alert.Description>
                {banner.text}
                {link ? (
                  <>
                    {' '}
                    <Link
                      asChild
                      color="gray.900"
                      fontWeight="600"
                      textDecoration="underline"
                      textUnderlineOffset="3px"
                    >
                      <PortalLink to={link}>{banner.linkLabel}</PortalLink>
                    </Link>
                  </>
                ) : null}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        );
      })}
    </Stack>
  );
}

// The top of a benefit's screens (the benefit page, setup and manage): where it sits, its title
// with its status label, and what is said under them.
import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { StatusBadge } from './StatusBadge';
import { benefitStrings as S } from './strings';

export function BenefitHeader({
  title,
  status,
  statusLabel,
  statusPrefix,
  children,
}: {
  title: string;
  status: Parameters<typeof StatusBadge>[0]['status'];
  statusLabel: string;
  /** Read out before the label where the page has no other word for it. */
  statusPrefix?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: S.home, to: '/app/home/' },
          { label: S.myBenefits, to: '/app/my-benefits/' },
          { label: title },
        ]}
      />
      <Stack gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {title}
          </Heading>
          <StatusBadge status={status} label={statusLabel} size="lg" prefix={statusPrefix} />
        </Flex>
        {children}
      </Stack>
    </>
  );
}

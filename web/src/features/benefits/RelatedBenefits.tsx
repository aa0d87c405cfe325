// Benefits related to this one that the person may also see (docs/benefits.md), as links.
import { Box, Heading, HStack, Link, List, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { RelatedBenefits_benefits$key } from '../../__generated__/RelatedBenefits_benefits.graphql';
import { StatusBadge } from './StatusBadge';
import { benefitStrings as S } from './strings';

export function RelatedBenefits(props: { benefits: RelatedBenefits_benefits$key }) {
  const benefits = useFragment(
    graphql`
      fragment RelatedBenefits_benefits on Benefit @relay(plural: true) {
        id
        benefitId
        title
        status
        statusLabel
      }
    `,
    props.benefits,
  );
  if (benefits.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="related-benefits"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="3">
        <Heading as="h2" id="related-benefits" size="lg" color="gray.900">
          {S.relatedBenefits}
        </Heading>
        <List.Root listStyleType="none" gap="3">
          {benefits.map((benefit) => (
            <List.Item key={benefit.id}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Link asChild color="brand.fg" fontWeight="600" textDecoration="underline">
                  <RouterLink to={`/app/my-benefits/${benefit.benefitId}`}>{benefit.title}</RouterLink>
                </Link>
                <StatusBadge status={benefit.status} label={benefit.statusLabel} size="sm" />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}

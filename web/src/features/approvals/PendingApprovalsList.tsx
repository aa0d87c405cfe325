// The benefits with selections awaiting approval, each a link to its approvals table: shown on
// the dashboard and on /app/dashboard/approve-selections.
import { Badge, Box, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PendingApprovalsList_summary$key } from '../../__generated__/PendingApprovalsList_summary.graphql';
import { approvalStrings as S } from './strings';

export function PendingApprovalsList({ summary: key }: { summary: PendingApprovalsList_summary$key }) {
  const summary = useFragment(
    graphql`
      fragment PendingApprovalsList_summary on SelectionApprovalSummary {
        count
        benefits {
          benefitId
          benefitName
          count
        }
      }
    `,
    key,
  );
  if (summary.benefits.length === 0) {
    return (
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="6">
        <Text color="gray.800">{S.noApprovalData}</Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {summary.benefits.map((benefit) => (
        <LinkBox
          as="li"
          key={benefit.benefitId}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="xl"
          p="4"
          _hover={{ borderColor: 'brand.muted', boxShadow: 'sm' }}
          _focusWithin={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
        >
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <LinkOverlay asChild fontWeight="600" color="gray.900">
              <RouterLink to={`/app/dashboard/approve-selections/${benefit.benefitId}`}>
                {benefit.benefitName}
              </RouterLink>
            </LinkOverlay>
            <Badge colorPalette="orange" variant="subtle" size="lg">
              {S.pendingCount(benefit.count)}
            </Badge>
          </Flex>
        </LinkBox>
      ))}
    </Stack>
  );
}

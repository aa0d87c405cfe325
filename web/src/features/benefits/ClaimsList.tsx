// The person's claims on a benefit with their status (docs/benefits.md, Claims), newest first as
// the api sends them; a stack of cards on a narrow screen.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { ClaimsList_benefit$key } from '../../__generated__/ClaimsList_benefit.graphql';
import { formatDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { StackedTable } from '../../tables/StackedTable';
import { StatusBadge } from './StatusBadge';
import { benefitStrings as S } from './strings';

// Claim statuses on the selection colours: paid and approved are good news, rejected is not.
const badgeStatus = { SUBMITTED: 'PENDING', APPROVED: 'APPROVED', PAID: 'ACTIVE', REJECTED: 'DECLINED' } as const;

export function ClaimsList(props: { benefit: ClaimsList_benefit$key }) {
  const { claims } = useFragment(
    graphql`
      fragment ClaimsList_benefit on Benefit {
        claims {
          id
          amount
          treatmentDate
          description
          status
          statusLabel
          receiptName
        }
      }
    `,
    props.benefit,
  );
  return (
    <Stack as="section" aria-labelledby="your-claims" gap="3">
      <Heading as="h3" id="your-claims" size="md" color="gray.900">
        {S.yourClaims}
      </Heading>
      {claims.length === 0 ? (
        <Text color="gray.800">{S.noClaims}</Text>
      ) : (
        <StackedTable
          caption={S.yourClaims}
          captionHidden
          columns={[
            { header: S.description, cell: (claim) => claim.description },
            { header: S.claimDate, cell: (claim) => formatDate(claim.treatmentDate) },
            { header: S.amount, cell: (claim) => formatMoney(claim.amount), numeric: true },
            {
              header: S.claimStatus,
              cell: (claim) => (
                <StatusBadge
                  status={claim.status === '%future added value' ? 'PENDING' : badgeStatus[claim.status]}
                  label={claim.statusLabel}
                  size="sm"
                />
              ),
            },
            { header: S.claimReceipt, cell: (claim) => claim.receiptName },
          ]}
          rows={claims}
          rowKey={(claim) => claim.id}
        />
      )}
    </Stack>
  );
}

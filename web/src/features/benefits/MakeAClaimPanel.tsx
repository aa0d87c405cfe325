// The make-a-claim side panel: how to claim from the provider (its claim steps), and, for a
// benefit that takes claims here, the claim form and the claims made, read when the panel opens.
import { Heading, List, Separator, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MakeAClaimPanelQuery } from '../../__generated__/MakeAClaimPanelQuery.graphql';
import { SidePanel } from '../../shell/SidePanel';
import { ClaimForm } from './ClaimForm';
import { ClaimsList } from './ClaimsList';
import { LoadBoundary, LoadFailed } from './LoadBoundary';
import { PanelLoading } from './StatementPanel';
import { benefitStrings as S } from './strings';

export interface MakeAClaimPanelProps {
  benefitId: string;
  title: string;
  claimSteps: readonly string[];
  claimsEnabled: boolean;
  open: boolean;
  onClose: () => void;
}

export function MakeAClaimPanel({ benefitId, title, claimSteps, claimsEnabled, open, onClose }: MakeAClaimPanelProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <SidePanel kind="make-a-claim" open={open} onClose={onClose} title={S.claimTitle(title)} size="lg">
      <Stack gap="6">
        {claimSteps.length > 0 ? (
          <Stack as="section" aria-labelledby="how-to-claim" gap="2">
            <Heading as="h3" id="how-to-claim" size="md" color="gray.900">
              {S.howToClaim}
            </Heading>
            <List.Root as="ol" ps="5" gap="1" color="gray.900">
              {claimSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
        {claimsEnabled ? (
          <>
            <Separator />
            <ClaimForm benefitId={benefitId} />
            <Separator />
            <LoadBoundary attempt={attempt} message={S.claimsError} onRetry={() => setAttempt(attempt + 1)}>
              <Suspense fallback={<PanelLoading />}>
                <Claims benefitId={benefitId} attempt={attempt} onRetry={() => setAttempt(attempt + 1)} />
              </Suspense>
            </LoadBoundary>
          </>
        ) : null}
      </Stack>
    </SidePanel>
  );
}

function Claims({ benefitId, attempt, onRetry }: { benefitId: string; attempt: number; onRetry: () => void }) {
  const { viewer } = useLazyLoadQuery<MakeAClaimPanelQuery>(
    graphql`
      query MakeAClaimPanelQuery($id: ID!) {
        viewer {
          benefit(id: $id) {
            ...ClaimsList_benefit
          }
        }
      }
    `,
    { id: benefitId },
    // Claims change behind the page (the provider pays them): read afresh each time the panel opens.
    { fetchPolicy: 'store-and-network', fetchKey: attempt },
  );
  if (!viewer?.benefit) return <LoadFailed message={S.claimsError} onRetry={onRetry} />;
  return <ClaimsList benefit={viewer.benefit} />;
}

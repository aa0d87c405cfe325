// One benefit's page (/app/my-benefits/:id): what it is, its status, the
// person's selection (plan details, people covered, the monthly costs section), why it was
// rejected, whether it can be changed now, the ccv balance, related FAQs and benefits, and what
// can be done: set up, manage or reapply (links to the setup screen), and the side panels for
// the terms, opting out, the statement and claims.
import { Alert, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { BenefitScreen_benefit$key } from '../../__generated__/BenefitScreen_benefit.graphql';
import { formatDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { BenefitTermsPanel } from './BenefitTermsPanel';
import { benefitActions } from './benefitActions';
import { MakeAClaimPanel } from './MakeAClaimPanel';
import { MonthlyCostsSection } from './MonthlyCostsSection';
import { ExpressionOfWishCard } from './expression-of-wish/ExpressionOfWishCard';
import { OptOutPanel } from './OptOutPanel';
import { RelatedBenefits } from './RelatedBenefits';
import { RelatedFaqs } from './RelatedFaqs';
import { SelectionDetails } from './SelectionDetails';
import { StatementPanel } from './StatementPanel';
import { BenefitHeader } from './BenefitHeader';
import { selectionWindowMessage } from './selectionWindow';
import { benefitStrings as S } from './strings';

type Panel = 'benefit-terms' | 'opt-out' | 'statement' | 'make-a-claim';

export function BenefitScreen(props: { benefit: BenefitScreen_benefit$key }) {
  const benefit = useFragment(
    graphql`
      fragment BenefitScreen_benefit on Benefit {
        id
        benefitId
        title
        summary
        providerName
        kind
        status
        statusLabel
        descriptionHtml
        claimSteps
        claimsEnabled
        compareOptions {
          label
        }
        hasStatements
        takesExpressionOfWish
        costs {
          ...MonthlyCostsSection_costs
        }
        terms {
          version
        }
        window {
          open
          opensOn
          closesOn
          lifeEvent
        }
        selection {
          status
          rejectionReason
          cta {
            type
            label
          }
          ...SelectionDetails_selection
        }
        voucherBalance {
          balance
          lastPaymentDate
        }
        relatedFaqs {
          ...RelatedFaqs_faqs
        }
        relatedBenefits {
          ...RelatedBenefits_benefits
        }
        terms {
          version
          content
        }
      }
    `,
    props.benefit,
  );
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const description = useMemo(
    () => sanitizeCmsHtml(benefit.descriptionHtml, benefit.title),
    [benefit.descriptionHtml, benefit.title],
  );
  const actions = benefitActions(benefit);
  const windowMessage = selectionWindowMessage(benefit.window);
  const base = `/app/my-benefits/${benefit.benefitId}`;

  const open = (next: Panel) => {
    setNotice(null);
    setPanel(next);
  };

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <BenefitHeader title={benefit.title} status={benefit.status} statusLabel={benefit.statusLabel}>
          {benefit.providerName ? <Text color="gray.700">{S.providedBy(benefit.providerName)}</Text> : null}
          <Text color="gray.800" fontSize="lg" maxW="3xl">
            {benefit.summary}
          </Text>
        </BenefitHeader>

        <Box aria-live="polite">
          {notice ? (
            <Alert.Root status="success" rounded="xl" borderWidth="1px" borderColor="green.300" role="status">
              <Alert.Indicator />
              <Alert.Description>{notice}</Alert.Description>
            </Alert.Root>
          ) : null}
        </Box>

        {benefit.selection?.status === 'DECLINED' && benefit.selection.rejectionReason ? (
          <Alert.Root status="error" rounded="xl" borderWidth="1px" borderColor="red.300" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{S.rejectionReason}</Alert.Title>
              <Alert.Description>{benefit.selection.rejectionReason}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {windowMessage ? <WindowNotice text={windowMessage} /> : null}

        <Flex as="section" aria-label={S.actions} gap="3" wrap="wrap">
          {actions.choose ? (
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={actions.choose.to === 'manage' ? `${base}/manage` : `${base}/setup/`}>
                {actions.choose.label}
              </RouterLink>
            </Button>
          ) : null}
          {benefit.compareOptions.length >= 2 ? (
            <Button asChild variant="outline" colorPalette="brand" size="lg">
              <RouterLink to={`${base}/compare`}>{S.compare}</RouterLink>
            </Button>
          ) : null}
          {actions.terms ? (
            <Button variant="outline" colorPalette="brand" size="lg" onClick={() => open('benefit-terms')}>
              {S.viewTerms}
            </Button>
          ) : null}
          {actions.statement ? (
            <Button variant="outline" colorPalette="brand" size="lg" onClick={() => open('statement')}>
              {S.statement}
            </Button>
          ) : null}
          {actions.claim ? (
            <Button variant="outline" colorPalette="brand" size="lg" onClick={() => open('make-a-claim')}>
              {S.makeAClaim}
            </Button>
          ) : null}
          {actions.optOut ? (
            <Button variant="outline" colorPalette="red" size="lg" onClick={() => open('opt-out')}>
              {S.optOut}
            </Button>
          ) : null}
        </Flex>

        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
          gap={{ base: '6', lg: '8' }}
          alignItems="start"
        >
          <Stack gap={{ base: '6', md: '8' }} minW="0">
            <Card labelledBy="about" title={S.about}>
              <Box className="static-content" dangerouslySetInnerHTML={{ __html: description }} />
            </Card>
            {benefit.kind === 'INFO' ? null : (
              <Card labelledBy="your-selection" title={S.yourSelection}>
                {benefit.selection ? (
                  <SelectionDetails selection={benefit.selection} />
                ) : (
                  <Text color="gray.800">{S.notChosen}</Text>
                )}
              </Card>
            )}
            {benefit.kind === 'INFO' ? null : (
              <Card labelledBy="monthly-costs" title={S.monthlyCosts}>
                {benefit.costs ? (
                  <MonthlyCostsSection costs={benefit.costs} />
                ) : (
                  <Text color="gray.800">{S.noMonthlyCost}</Text>
                )}
              </Card>
            )}
            {benefit.takesExpressionOfWish ? <ExpressionOfWishCard /> : null}
            <RelatedFaqs faqs={benefit.relatedFaqs} />
          </Stack>
          <Stack gap="6" minW="0">
            {benefit.voucherBalance ? (
              <Box
                as="section"
                aria-labelledby="voucher-balance"
                bg="brand.solid"
                color="brand.contrast"
                rounded="2xl"
                p={{ base: '5', md: '6' }}
              >
                <Heading as="h2" id="voucher-balance" size="md" color="inherit">
                  {S.voucherBalance}
                </Heading>
                <Text fontSize="3xl" fontWeight="700" fontVariantNumeric="tabular-nums">
                  {formatMoney(benefit.voucherBalance.balance)}
                </Text>
                <Text>
                  {benefit.voucherBalance.lastPaymentDate
                    ? S.lastPayment(formatDate(benefit.voucherBalance.lastPaymentDate))
                    : S.noPaymentYet}
                </Text>
              </Box>
            ) : null}
            <RelatedBenefits benefits={benefit.relatedBenefits} />
          </Stack>
        </Grid>
      </Stack>

      {benefit.terms ? (
        <BenefitTermsPanel
          open={panel === 'benefit-terms'}
          title={benefit.title}
          version={benefit.terms.version}
          content={benefit.terms.content}
          onClose={() => setPanel(null)}
        />
      ) : null}
      <OptOutPanel
        benefitId={benefit.id}
        title={benefit.title}
        open={panel === 'opt-out'}
        onClose={(optedOut) => {
          setPanel(null);
          if (optedOut) setNotice(S.optedOut(benefit.title));
        }}
      />
      <StatementPanel
        benefitId={benefit.id}
        title={benefit.title}
        open={panel === 'statement'}
        onClose={() => setPanel(null)}
      />
      <MakeAClaimPanel
        benefitId={benefit.id}
        title={benefit.title}
        claimSteps={benefit.claimSteps}
        claimsEnabled={benefit.claimsEnabled}
        open={panel === 'make-a-claim'}
        onClose={() => setPanel(null)}
      />
    </Container>
  );
}

function WindowNotice({ text }: { text: string }) {
  return (
    <Alert.Root
      status="info"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.muted"
      bg="brand.subtle"
      color="gray.900"
    >
      <Alert.Indicator color="brand.fg" />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

function Card({ labelledBy, title, children }: { labelledBy: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={labelledBy}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="4">
        <Heading as="h2" id={labelledBy} size="lg" color="gray.900">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

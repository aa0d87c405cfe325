// Total benefits' "Expression of wish": whom the person would like a Life Assurance payment to go
// to, read-only, with a link to the page of the benefit where it is changed. Shown only to someone
// offered a benefit that takes a wish (held or not), as that page shows its card to them. Left out
// of the print, which is the total reward on one page.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ExpressionOfWishSummary_viewer$key } from '../../__generated__/ExpressionOfWishSummary_viewer.graphql';
import { useCan } from '../../shell/ShellContext';
import { wishStrings as S } from '../benefits/expression-of-wish/strings';
import { WishBeneficiaries } from '../benefits/expression-of-wish/WishBeneficiaries';
import { Card } from './Card';

export function ExpressionOfWishSummary(props: { viewer: ExpressionOfWishSummary_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment ExpressionOfWishSummary_viewer on Viewer {
        benefits {
          benefitId
          takesExpressionOfWish
        }
        expressionOfWish {
          ...WishBeneficiaries_expressionOfWish
        }
      }
    `,
    props.viewer,
  );
  const mayChange = useCan('saveExpressionOfWish');
  // Null in voucher-only mode, where no benefit page is open to the person.
  const benefit = viewer.benefits?.find((each) => each.takesExpressionOfWish);
  if (!benefit) return null;
  return (
    <Card as="section" aria-labelledby="total-reward-wish" _print={{ display: 'none' }}>
      <Stack gap="4">
        <Heading as="h2" id="total-reward-wish" size="lg" color="gray.900">
          {S.heading}
        </Heading>
        <Text color="gray.700">{S.intro}</Text>
        <WishBeneficiaries expressionOfWish={viewer.expressionOfWish} />
        {mayChange ? (
          <Button asChild variant="outline" colorPalette="brand" size="sm" alignSelf="flex-start">
            <RouterLink to={`/app/my-benefits/${benefit.benefitId}`}>{S.changeElsewhere}</RouterLink>
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

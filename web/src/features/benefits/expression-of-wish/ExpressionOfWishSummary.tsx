// The expression of wish read-only, for Total benefits (pages/MyTotalBenefitsRoute.tsx): whom the
// person would like a Life Assurance payment to go to, in the card the benefit's page shows, with a
// link to the page of the benefit where it is changed. Shown only to someone offered a benefit that
// takes a wish (held or not), as that page shows its card to them.
import { Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ExpressionOfWishSummary_viewer$key } from '../../../__generated__/ExpressionOfWishSummary_viewer.graphql';
import { useCan } from '../../../shell/ShellContext';
import { WishSection } from './ExpressionOfWishCard';
import { wishStrings as S } from './strings';
import { WishBeneficiaries } from './WishBeneficiaries';

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
    <WishSection>
      <WishBeneficiaries expressionOfWish={viewer.expressionOfWish} />
      {mayChange ? (
        <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={`/app/my-benefits/${benefit.benefitId}`}>{S.changeElsewhere}</RouterLink>
        </Button>
      ) : null}
    </WishSection>
  );
}

import { Breadcrumb } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { approvalStrings as S } from './strings';

/** Home > Employer dashboard > Approve Selections (spec section 2). */
export function ApprovalBreadcrumbs() {
  return (
    <Breadcrumb.Root size="md">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="brand.fg">
            <RouterLink to="/app/home/">{S.home}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild color="brand.fg">
            <RouterLink to="/app/dashboard/">{S.dashboard}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink color="gray.700">{S.approveSelections}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

// Route /app/dashboard/account-access (employers): the masquerade sessions support held on the
// client's staff, newest first: who, when, reason, how long (docs/masquerade.md).
import { Badge, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type {
  AccountAccessRouteQuery,
  AccountAccessRouteQuery$data,
} from '../../__generated__/AccountAccessRouteQuery.graphql';
import { queryRoute } from '../../relay/queryRoute';
import { PageFrame } from '../../shell/PageFrame';
import { requires } from '../../shell/Guarded';
import { usePageTitle } from '../../shell/usePageTitle';
import { StackedTable } from '../../tables/StackedTable';
import { masqueradeStrings as S } from './strings';

const accountAccessRouteQuery = graphql`
  query AccountAccessRouteQuery {
    viewer {
      accountAccess {
        id
        employeeName
        employeeEmail
        accessedBy
        reason
        startedAt
        minutes
        active
      }
    }
  }
`;

type Row = NonNullable<NonNullable<AccountAccessRouteQuery$data['viewer']>['accountAccess']>[number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

export function AccountAccessScreen({ data: { viewer } }: { data: AccountAccessRouteQuery$data }) {
  usePageTitle(S.accessHeading);
  if (!viewer) return null;
  // Null only with an error (the guard has shown Access Denied to anyone the gateway refuses).
  const { accountAccess } = viewer;
  return (
    <PageFrame
      maxW="7xl"
      breadcrumbs={[
        { label: S.home, to: '/app/home/' },
        { label: S.dashboard, to: '/app/dashboard/' },
        { label: S.accessHeading },
      ]}
      title={S.accessHeading}
      intro={S.accessIntro}
    >
      {!accountAccess ? (
        <Text color="red.700" role="alert">
          {S.accessFailed}
        </Text>
      ) : accountAccess.length === 0 ? (
        <Text color="gray.700">{S.accessEmpty}</Text>
      ) : (
        <StackedTable<Row>
          caption={S.accessCaption}
          captionHidden
          rows={accountAccess}
          rowKey={(row) => row.id}
          columns={[
            {
              header: S.accessEmployee,
              cell: (row) => `${row.employeeName} (${row.employeeEmail})`,
            },
            { header: S.accessBy, cell: (row) => row.accessedBy },
            { header: S.accessWhen, cell: (row) => when(row.startedAt) },
            { header: S.accessReason, cell: (row) => row.reason },
            {
              header: S.accessHowLong,
              cell: (row) => (
                <>
                  {S.minutes(row.minutes)}
                  {row.active ? (
                    <Badge ms="2" colorPalette="orange">
                      {S.accessActive}
                    </Badge>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
    </PageFrame>
  );
}

export const route = queryRoute<AccountAccessRouteQuery>({
  query: accountAccessRouteQuery,
  handle: requires('viewAccountAccess'),
  Screen: AccountAccessScreen,
});

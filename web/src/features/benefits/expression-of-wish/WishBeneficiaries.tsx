// The expression of wish as it is saved, read-only: each person named with their relationship and
// share, or that none has been made, and when it was last saved. The Life Assurance page's card
// shows it between edits; Total benefits shows it with a link to that page.
import { Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WishBeneficiaries_expressionOfWish$key } from '../../../__generated__/WishBeneficiaries_expressionOfWish.graphql';
import { wishStrings as S } from './strings';

export function WishBeneficiaries(props: { expressionOfWish: WishBeneficiaries_expressionOfWish$key }) {
  const { beneficiaries, updatedAt } = useFragment(
    graphql`
      fragment WishBeneficiaries_expressionOfWish on ExpressionOfWish {
        updatedAt
        beneficiaries {
          name
          relationship
          sharePercent
        }
      }
    `,
    props.expressionOfWish,
  );
  return (
    <Stack gap="4">
      {beneficiaries.length ? (
        <Table.Root size="sm" variant="line">
          <Table.Caption srOnly>{S.heading}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{S.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.relationship}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{S.share}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {beneficiaries.map((entry, index) => (
              <Table.Row key={`${entry.name}-${index}`}>
                <Table.Cell>{entry.name}</Table.Cell>
                <Table.Cell>{entry.relationship}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {entry.sharePercent}%
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text color="gray.800">{S.none}</Text>
      )}
      {updatedAt ? (
        <Text color="gray.700" fontSize="sm">
          {S.lastSaved(new Date(updatedAt).toLocaleDateString('en-GB', { dateStyle: 'long' }))}
        </Text>
      ) : null}
    </Stack>
  );
}

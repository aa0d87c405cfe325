// The childcare-voucher (ccv) balance and its last payment date (docs/benefits.md, Vouchers): a
// card beside the total reward, or, in voucher-only mode, the first thing on home, since it is
// all that person has left here.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VoucherBalanceCard_balance$key } from '../../__generated__/VoucherBalanceCard_balance.graphql';
import { formatDate } from '../../format/dates';
import { formatMoney } from '../../format/money';
import { homeStrings as S } from './strings';

export function VoucherBalanceCard(props: { balance: VoucherBalanceCard_balance$key; prominent?: boolean }) {
  const voucher = useFragment(
    graphql`
      fragment VoucherBalanceCard_balance on VoucherBalance {
        balance
        lastPaymentDate
      }
    `,
    props.balance,
  );
  const prominent = props.prominent ?? false;
  return (
    <Box
      as="section"
      aria-labelledby="voucher-balance"
      bg={prominent ? 'brand.solid' : 'white'}
      color={prominent ? 'brand.contrast' : 'gray.900'}
      rounded="2xl"
      borderWidth="1px"
      borderColor={prominent ? 'brand.solid' : 'gray.200'}
      boxShadow={prominent ? 'md' : 'xs'}
      p={{ base: '5', md: prominent ? '8' : '6' }}
    >
      <Stack gap="2">
        <Heading as="h2" id="voucher-balance" size={prominent ? 'lg' : 'md'} color="inherit">
          {S.voucherHeading}
        </Heading>
        <Text
          fontSize={prominent ? { base: '4xl', md: '5xl' } : { base: '3xl', md: '4xl' }}
          fontWeight="700"
          lineHeight="1.1"
          fontVariantNumeric="tabular-nums"
        >
          {formatMoney(voucher.balance)}
        </Text>
        <Text color={prominent ? 'inherit' : 'gray.700'}>
          {voucher.lastPaymentDate ? S.lastPayment(formatDate(voucher.lastPaymentDate)) : S.noPaymentYet}
        </Text>
        {prominent ? <Text color="inherit">{S.voucherOnlyIntro}</Text> : null}
      </Stack>
    </Box>
  );
}

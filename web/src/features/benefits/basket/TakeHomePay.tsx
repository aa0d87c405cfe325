// "Your monthly take-home pay": a month of pay now and with the basket confirmed, from gross pay
// to what reaches the bank, as the api works it out (salary sacrifice before tax and NI, other
// benefits after). Amounts arrive in whole pence.
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TakeHomePay_basket$key } from '../../../__generated__/TakeHomePay_basket.graphql';
import { formatMoney } from '../../../format/money';
import { basketStrings as S } from './strings';

const rows = [
  ['grossPay', S.grossPay, 1],
  ['salarySacrifice', S.salarySacrifice, -1],
  ['incomeTax', S.incomeTax, -1],
  ['nationalInsurance', S.nationalInsurance, -1],
  ['afterTaxDeductions', S.afterTaxDeductions, -1],
] as const;

/** A deduction shows with its minus sign; nothing to deduct shows as £0.00. */
const signed = (pence: number, sign: 1 | -1) =>
  sign < 0 && pence !== 0 ? `−${formatMoney(pence)}` : formatMoney(pence);

export function TakeHomePay(props: { basket: TakeHomePay_basket$key }) {
  const { takeHomeBefore: before, takeHomeAfter: after } = useFragment(
    graphql`
      fragment TakeHomePay_basket on Basket {
        takeHomeBefore {
          grossPay
          salarySacrifice
          incomeTax
          nationalInsurance
          afterTaxDeductions
          takeHome
        }
        takeHomeAfter {
          grossPay
          salarySacrifice
          incomeTax
          nationalInsurance
          afterTaxDeductions
          takeHome
        }
      }
    `,
    props.basket,
  );
  const change = after.takeHome - before.takeHome;
  return (
    <Stack as="section" aria-labelledby="take-home-heading" gap="3">
      <Heading as="h3" id="take-home-heading" size="md" color="gray.900">
        {S.takeHomeHeading}
      </Heading>
      <Box
        display="grid"
        gridTemplateColumns="1fr 1fr"
        gap="3"
        bg="brand.subtle"
        rounded="xl"
        p="4"
        borderWidth="1px"
        borderColor="brand.muted"
      >
        <Stack gap="0">
          <Text fontSize="sm" color="gray.700">
            {S.now}
          </Text>
          <Text fontSize="2xl" fontWeight="700" color="gray.900" fontVariantNumeric="tabular-nums" data-take-home="now">
            {formatMoney(before.takeHome)}
          </Text>
        </Stack>
        <Stack gap="0">
          <Text fontSize="sm" color="gray.700">
            {S.withBasket}
          </Text>
          <Text
            fontSize="2xl"
            fontWeight="700"
            color="gray.900"
            fontVariantNumeric="tabular-nums"
            data-take-home="with-basket"
          >
            {formatMoney(after.takeHome)}
          </Text>
        </Stack>
        <Text gridColumn="1 / -1" color="gray.800" fontWeight="600">
          {change === 0 ? S.noDifference : S.difference(formatMoney(Math.abs(change)), change < 0)}
        </Text>
      </Box>
      <Table.Root size="sm" variant="line">
        <Table.Caption captionSide="bottom" textAlign="start" color="gray.700" fontSize="xs" mt="2">
          {S.takeHomeNote}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Box as="span" srOnly>
                {S.takeHomeHeading}
              </Box>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{S.now}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{S.withBasket}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([key, label, sign]) => (
            <Table.Row key={key}>
              <Table.Cell as="th" scope="row" fontWeight="500" color="gray.800">
                {label}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {signed(before[key], sign)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {signed(after[key], sign)}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="700">
            <Table.Cell as="th" scope="row" color="gray.900">
              {S.takeHome}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMoney(before.takeHome)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatMoney(after.takeHome)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

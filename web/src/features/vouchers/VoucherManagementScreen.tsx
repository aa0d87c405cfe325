// The employer's voucher screen: the next voucher date, the month's order (save as a draft or
// place it, after a confirmation that says balances move and one order a month), the saved
// orders (each may be placed as saved) and the placed orders.
import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VoucherManagementScreen_management$key } from '../../__generated__/VoucherManagementScreen_management.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { ModalDialog } from '../../shell/ModalDialog';
import { formatMoney } from '../../format/money';
import { StackedTable } from '../../tables/StackedTable';
import { StatCards } from '../../tables/StatCards';
import { dayLabel, monthLabel, voucherStrings as S } from './strings';
import { useCreateVoucherOrderMutation, usePlaceVoucherOrderMutation } from './useVoucherOrderMutations';

type Confirming = { savedOrderId: string | null; month: string; totalPence: number; employeeCount: number };

export function VoucherManagementScreen({ management }: { management: VoucherManagementScreen_management$key }) {
  const data = useFragment(
    graphql`
      fragment VoucherManagementScreen_management on VoucherManagement {
        nextVoucherDate
        orderMonth
        nextOrder {
          employeeCount
          totalPence
        }
        placedOrders {
          id
          month
          employeeCount
          totalPence
          placedAt
          placedBy
        }
        savedOrders {
          id
          month
          employeeCount
          totalPence
          createdAt
          createdBy
        }
      }
    `,
    management,
  );
  const [create, creating] = useCreateVoucherOrderMutation();
  const [place, placing] = usePlaceVoucherOrderMutation();
  const busy = creating || placing;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [shown, setShown] = useState<Confirming | null>(null);
  if (confirming && confirming !== shown) setShown(confirming);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const month = monthLabel(data.orderMonth);

  const saveDraft = async () => {
    if (busy) return;
    setError(null);
    setDone(null);
    try {
      const { createVoucherOrder: result } = await create({ input: { month: data.orderMonth, place: false } });
      if (result.errors.length > 0) setError(result.errors[0]!.message);
      else setDone(S.draftSaved);
    } catch {
      setError(S.somethingWentWrong);
    }
  };

  const confirmPlace = async () => {
    if (!confirming || busy) return;
    setDialogError(null);
    try {
      const errors = confirming.savedOrderId
        ? (await place({ input: { orderId: confirming.savedOrderId } })).placeVoucherOrder.errors
        : (await create({ input: { month: confirming.month, place: true } })).createVoucherOrder.errors;
      if (errors.length > 0) {
        setDialogError(errors[0]!.message);
        return;
      }
      setDone(S.placed(monthLabel(confirming.month)));
      setConfirming(null);
    } catch {
      setDialogError(S.somethingWentWrong);
    }
  };
  const close = () => {
    if (busy) return;
    setDialogError(null);
    setConfirming(null);
  };

  const asked = confirming ?? shown;
  return (
    <Stack gap="8">
      <StatCards
        stats={[
          { label: S.nextVoucherDate, value: dayLabel(data.nextVoucherDate) },
          {
            label: S.orderFor(month),
            value: `${formatMoney(data.nextOrder.totalPence)} · ${S.employees(data.nextOrder.employeeCount)}`,
          },
        ]}
      />
      <FormBanner message={done} status="success" />
      <Stack
        as="section"
        aria-labelledby="voucher-order"
        gap="3"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="voucher-order" size="lg" color="gray.900">
          {S.orderHeading(month)}
        </Heading>
        {data.nextOrder.employeeCount === 0 ? (
          <Text color="gray.700">{S.nobody}</Text>
        ) : (
          <>
            <Text color="gray.700">{S.orderIntro}</Text>
            <Text color="gray.900" fontWeight="600">
              {formatMoney(data.nextOrder.totalPence)} · {S.employees(data.nextOrder.employeeCount)}
            </Text>
            <FormBanner message={error} />
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" colorPalette="brand" onClick={() => void saveDraft()} aria-disabled={busy}>
                {creating && !confirming ? S.saving : S.saveDraft}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  setDone(null);
                  setConfirming({ savedOrderId: null, month: data.orderMonth, ...data.nextOrder });
                }}
              >
                {S.placeOrder}
              </Button>
            </HStack>
          </>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="voucher-saved" gap="3">
        <Heading as="h2" id="voucher-saved" size="lg" color="gray.900">
          {S.savedHeading}
        </Heading>
        {data.savedOrders.length === 0 ? (
          <Text color="gray.700">{S.noSaved}</Text>
        ) : (
          <StackedTable
            caption={S.savedHeading}
            captionHidden
            rows={data.savedOrders}
            rowKey={(row) => row.id}
            columns={[
              { header: S.month, cell: (row) => monthLabel(row.month) },
              { header: S.employeesColumn, cell: (row) => row.employeeCount.toLocaleString('en-GB'), numeric: true },
              { header: S.total, cell: (row) => formatMoney(row.totalPence), numeric: true },
              { header: S.savedBy, cell: (row) => row.createdBy ?? '' },
              { header: S.savedOn, cell: (row) => dayLabel(row.createdAt) },
              {
                header: S.actions,
                cell: (row) =>
                  row.month === data.orderMonth ? (
                    <Button
                      size="sm"
                      colorPalette="brand"
                      aria-label={S.placeSaved(monthLabel(row.month))}
                      onClick={() => {
                        setDone(null);
                        setConfirming({
                          savedOrderId: row.id,
                          month: row.month,
                          totalPence: row.totalPence,
                          employeeCount: row.employeeCount,
                        });
                      }}
                    >
                      {S.placeOrder}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </Stack>

      <Stack as="section" aria-labelledby="voucher-placed" gap="3">
        <Heading as="h2" id="voucher-placed" size="lg" color="gray.900">
          {S.placedHeading}
        </Heading>
        {data.placedOrders.length === 0 ? (
          <Text color="gray.700">{S.noPlaced}</Text>
        ) : (
          <StackedTable
            caption={S.placedHeading}
            captionHidden
            rows={data.placedOrders}
            rowKey={(row) => row.id}
            columns={[
              { header: S.month, cell: (row) => monthLabel(row.month) },
              { header: S.employeesColumn, cell: (row) => row.employeeCount.toLocaleString('en-GB'), numeric: true },
              { header: S.total, cell: (row) => formatMoney(row.totalPence), numeric: true },
              { header: S.placedBy, cell: (row) => row.placedBy ?? '' },
              { header: S.placedOn, cell: (row) => (row.placedAt ? dayLabel(row.placedAt) : '') },
            ]}
          />
        )}
      </Stack>

      <ModalDialog
        open={confirming !== null}
        onClose={close}
        role="alertdialog"
        title={asked ? S.confirmTitle(monthLabel(asked.month)) : ''}
        closable={!busy}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={busy}>
              {S.cancel}
            </Button>
            <Button colorPalette="brand" onClick={() => void confirmPlace()} disabled={busy} aria-disabled={busy}>
              {busy ? S.processing : S.placeOrder}
            </Button>
          </>
        }
      >
        {asked ? (
          <Text>
            {(asked.savedOrderId ? S.confirmSavedText : S.confirmText)(
              formatMoney(asked.totalPence),
              S.employees(asked.employeeCount),
            )}
          </Text>
        ) : null}
        {dialogError ? (
          <Alert.Root status="error" rounded="lg" mt="4">
            <Alert.Indicator />
            <Alert.Title role="alert">{dialogError}</Alert.Title>
          </Alert.Root>
        ) : null}
      </ModalDialog>
    </Stack>
  );
}

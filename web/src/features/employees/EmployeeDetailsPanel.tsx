// The view-employee-data side panel: one employee's details
// and, for someone who has not registered, a resend of their welcome email; for a registered
// employee, the employer's magic link to view the portal as them (ViewAsEmployee), when the
// viewer's session may make one (Viewer.can: employer administrators).
import { Alert, Button, DataList, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EmployeeDetailsPanel_employee$key } from '../../__generated__/EmployeeDetailsPanel_employee.graphql';
import { useCan } from '../../shell/ShellContext';
import { SidePanel } from '../../shell/SidePanel';
import { useResendWelcomeEmailMutation } from './useResendWelcomeEmailMutation';
import { ViewAsEmployee } from './ViewAsEmployee';
import { employeeDataStrings as S, shortDate } from './strings';

export function EmployeeDetailsPanel({
  employee: key,
  onClose,
}: {
  employee: EmployeeDetailsPanel_employee$key | null;
  /** The spec's close callback: true when something was done in the panel. */
  onClose: (changed: boolean) => void;
}) {
  const mayViewAs = useCan('startEmployeeMasquerade');
  const employee = useFragment(
    graphql`
      fragment EmployeeDetailsPanel_employee on Employee {
        id
        name
        email
        userType
        employmentStatus
        registered
        registeredAt
        twoFactorEnabled
      }
    `,
    key,
  );
  const [resend, resending] = useResendWelcomeEmailMutation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const close = () => {
    onClose(result?.ok ?? false);
    setResult(null);
  };

  const send = async () => {
    if (!employee) return;
    try {
      const { resendWelcomeEmail: payload } = await resend({ input: { employeeId: employee.id } });
      setResult(
        payload.sent
          ? { ok: true, message: S.resendOneDone(employee.email) }
          : { ok: false, message: payload.errors[0]?.message ?? S.somethingWentWrong },
      );
    } catch {
      setResult({ ok: false, message: S.somethingWentWrong });
    }
  };

  return (
    <SidePanel
      kind="view-employee-data"
      open={employee !== null}
      onClose={close}
      title={S.panelTitle}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {S.close}
          </Button>
          {employee && !employee.registered ? (
            <Button
              colorPalette="brand"
              onClick={() => void send()}
              loading={resending}
              loadingText={S.sending}
              disabled={result?.ok}
            >
              {S.resendOne}
            </Button>
          ) : null}
        </>
      }
    >
      {employee ? (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" gap="4">
            {[
              [S.name, employee.name],
              [S.email, employee.email],
              [S.employeeType, S.userTypes[employee.userType] ?? employee.userType],
              [S.employmentStatus, S.statuses[employee.employmentStatus] ?? employee.employmentStatus],
              [S.registered, employee.registered ? S.yes : S.no],
              [S.registeredOn, employee.registered ? shortDate(employee.registeredAt) : S.notYet],
              [S.twoFactor, employee.twoFactorEnabled ? S.enabled : S.notEnabled],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="40%">{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {mayViewAs && employee.userType === 'EMPLOYEE' && employee.registered ? (
            <ViewAsEmployee key={employee.id} employeeId={employee.id} name={employee.name} />
          ) : null}
          {result ? (
            <Alert.Root status={result.ok ? 'success' : 'error'} rounded="lg">
              <Alert.Indicator />
              <Alert.Title role={result.ok ? 'status' : 'alert'}>{result.message}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
    </SidePanel>
  );
}

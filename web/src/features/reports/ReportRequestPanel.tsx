// The payroll-report, provider-report and lifeevent-report side panels: the year, the month, for a
// provider report the provider (or all of them), and the format; then the report is requested and
// downloaded at once. The api's refusals go on their fields, anything else above the form in the
// spec's manner ("There was an error requesting the payroll report"); on success the panel closes
// with true.
import { Field, Fieldset, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SidePanelKind } from '../../shell/SidePanel';
import { FormSidePanel } from '../../shell/SidePanel';
import { monthNames, type ReportKind, reportsStrings as S } from './strings';
import { type ReportFormat, useReportDownload } from './useReportDownload';
import { useRequestReportMutation } from './useRequestReportMutation';

const panelKinds: Record<ReportKind, SidePanelKind> = {
  PAYROLL: 'payroll-report',
  PROVIDER: 'provider-report',
  LIFE_EVENT: 'lifeevent-report',
};

interface ReportRequestValues {
  year: string;
  month: string;
  providerName: string;
  format: ReportFormat | '';
}

export interface ReportRequestPanelProps {
  kind: ReportKind;
  providers: readonly string[];
  open: boolean;
  /** True when a report was requested. */
  onClose: (requested: boolean) => void;
  /** Today, for the default year and month (tests pass their own). */
  today?: Date;
}

/** This year and the five before it, and next year (a payroll can be run ahead). */
function yearsAround(year: number): number[] {
  return Array.from({ length: 7 }, (_, i) => year + 1 - i);
}

function defaultsOf(today: Date): ReportRequestValues {
  return { year: String(today.getFullYear()), month: String(today.getMonth() + 1), providerName: '', format: 'CSV' };
}

export function ReportRequestPanel({ kind, providers, open, onClose, today = new Date() }: ReportRequestPanelProps) {
  const words = S.kinds[kind];
  const formId = `${panelKinds[kind]}-form`;
  const { register, handleSubmit, setError, reset, control, formState } = useForm<ReportRequestValues>({
    mode: 'onBlur',
    defaultValues: defaultsOf(today),
  });
  const { errors, isSubmitting } = formState;
  const [banner, setBanner] = useState<string | null>(null);
  const [requestReport] = useRequestReportMutation();
  const [download] = useReportDownload();

  const close = (requested: boolean) => {
    if (isSubmitting) return;
    reset(defaultsOf(today));
    setBanner(null);
    onClose(requested);
  };

  const submit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const { requestReport: payload } = await requestReport({
          input: {
            type: kind,
            year: Number(values.year),
            month: Number(values.month),
            providerName: kind === 'PROVIDER' && values.providerName ? values.providerName : null,
          },
        });
        if (payload.report && payload.errors.length === 0) {
          const downloaded = await download([payload.report.id], values.format || 'CSV');
          if (!downloaded) {
            setBanner(S.downloadFailed);
            return;
          }
          close(true);
          return;
        }
        let formMessage: string | null = null;
        for (const error of payload.errors) {
          const field =
            error.field === 'year' || error.field === 'month' || error.field === 'providerName' ? error.field : null;
          if (field) setError(field, { type: 'server', message: error.message });
          else formMessage ??= error.message;
        }
        setBanner(formMessage ?? S.correctErrors);
      } catch {
        setBanner(words.failed);
      }
    },
    () => setBanner(S.correctErrors),
  );

  return (
    <FormSidePanel
      kind={panelKinds[kind]}
      open={open}
      onClose={() => close(false)}
      title={words.title}
      formId={formId}
      onSubmit={(event) => void submit(event)}
      intro={words.intro}
      banner={banner}
      cancelLabel={S.cancel}
      submitLabel={S.submit}
      busy={isSubmitting}
      busyLabel={S.submitting}
    >
      <Field.Root invalid={Boolean(errors.year)} required>
        <Field.Label>{S.yearLabel}</Field.Label>
        <NativeSelect.Root bg="white" maxW="12rem">
          <NativeSelect.Field {...register('year', { required: S.yearRequired })}>
            {yearsAround(today.getFullYear()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.year?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.month)} required>
        <Field.Label>{S.monthLabel}</Field.Label>
        <NativeSelect.Root bg="white" maxW="12rem">
          <NativeSelect.Field {...register('month', { required: S.monthRequired })}>
            {monthNames.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.month?.message}</Field.ErrorText>
      </Field.Root>
      {kind === 'PROVIDER' ? (
        <Field.Root invalid={Boolean(errors.providerName)}>
          <Field.Label>{S.providerLabel}</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field {...register('providerName')}>
              <option value="">{S.allProviders}</option>
              {providers.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.providerName?.message}</Field.ErrorText>
        </Field.Root>
      ) : null}
      <Controller
        control={control}
        name="format"
        rules={{ required: S.formatRequired }}
        render={({ field }) => (
          <Fieldset.Root invalid={Boolean(errors.format)}>
            <Fieldset.Legend fontWeight="500" fontSize="sm" color="gray.900">
              {S.formatLabel}
            </Fieldset.Legend>
            <RadioGroup.Root
              name={field.name}
              value={field.value || null}
              onValueChange={(change) => field.onChange(change.value as ReportFormat)}
              colorPalette="brand"
              mt="2"
            >
              <Stack direction="row" gap="6">
                {(['CSV', 'XLSX'] as const).map((format) => (
                  <RadioGroup.Item key={format} value={format}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{S.formats[format]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <Fieldset.ErrorText>{errors.format?.message}</Fieldset.ErrorText>
          </Fieldset.Root>
        )}
      />
    </FormSidePanel>
  );
}

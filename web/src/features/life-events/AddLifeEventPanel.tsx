// The add-life-event side panel: what changed (the client's life events) and when, checked on
// blur with the contract's rules for the type chosen (react-hook-form and its zod resolver), then
// addLifeEvent. The api's refusals go on their fields, anything else above the form; on success
// the panel closes with true (the spec's close callback) and the section says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { addDays, lifeEventDaysAhead, lifeEventFormSchema } from '@portal/contract/life-events';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type { AddLifeEventPanel_viewer$key } from '../../__generated__/AddLifeEventPanel_viewer.graphql';
import { formatDate } from '../../format/dates';
import { FormSidePanel } from '../../shell/SidePanel';
import { formFieldOf, todayInLondon, type LifeEventFormValues } from './lifeEventForm';
import { inWords, lifeEventStrings as S } from './strings';
import { useAddLifeEventMutation } from './useAddLifeEventMutation';

const formId = 'add-life-event-form';
const empty: LifeEventFormValues = { lifeEventTypeId: '', eventDate: '' };

export interface AddLifeEventPanelProps {
  viewer: AddLifeEventPanel_viewer$key;
  open: boolean;
  /** True when an event was added; `name` is its kind in words. */
  onClose: (added: boolean, name?: string) => void;
}

export function AddLifeEventPanel({ viewer, open, onClose }: AddLifeEventPanelProps) {
  const { availableLifeEvents: types } = useFragment(
    graphql`
      fragment AddLifeEventPanel_viewer on Viewer {
        availableLifeEvents {
          id
          name
          windowDays
          benefits
        }
      }
    `,
    viewer,
  );
  const today = todayInLondon();
  const schema = useMemo(() => lifeEventFormSchema(types, today, formatDate), [types, today]);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<LifeEventFormValues>({
    mode: 'onBlur',
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;
  const [banner, setBanner] = useState<string | null>(null);
  const [addLifeEvent] = useAddLifeEventMutation();
  // "Please correct the errors below" lasts only while there are errors to correct.
  const shownBanner = banner === S.correctErrors && Object.keys(errors).length === 0 ? null : banner;
  const chosenId = useWatch({ control, name: 'lifeEventTypeId' });
  const chosen = types.find((type) => type.id === chosenId);

  const close = (added: boolean, name?: string) => {
    if (isSubmitting) return;
    reset(empty);
    setBanner(null);
    onClose(added, name);
  };

  const submit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const { addLifeEvent: payload } = await addLifeEvent({
          input: { lifeEventTypeId: values.lifeEventTypeId, eventDate: values.eventDate },
        });
        if (payload.errors.length === 0 && payload.lifeEvent) {
          close(true, payload.lifeEvent.name);
          return;
        }
        let formMessage: string | null = null;
        for (const error of payload.errors) {
          const field = formFieldOf(error.field);
          if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
          else formMessage ??= error.message;
        }
        setBanner(formMessage ?? S.correctErrors);
      } catch {
        setBanner(S.failed);
      }
    },
    () => setBanner(S.correctErrors),
  );

  return (
    <FormSidePanel
      kind="add-life-event"
      open={open}
      onClose={() => close(false)}
      title={S.panelTitle}
      formId={formId}
      onSubmit={(event) => void submit(event)}
      intro={S.panelIntro}
      banner={shownBanner}
      cancelLabel={S.cancel}
      submitLabel={S.submit}
      busy={isSubmitting}
      busyLabel={S.submitting}
    >
      <Field.Root invalid={Boolean(errors.lifeEventTypeId)} required>
        <Field.Label>{S.typeLabel}</Field.Label>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field {...register('lifeEventTypeId')}>
            <option value="">{S.typePlaceholder}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {chosen && chosen.benefits.length > 0 ? (
          <Field.HelperText color="gray.700">
            {S.typeHint(chosen.windowDays, inWords(chosen.benefits))}
          </Field.HelperText>
        ) : null}
        <Field.ErrorText>{errors.lifeEventTypeId?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.eventDate)} required>
        <Field.Label>{S.dateLabel}</Field.Label>
        <Input
          type="date"
          max={addDays(today, lifeEventDaysAhead)}
          bg="white"
          maxW="14rem"
          {...register('eventDate')}
        />
        <Field.HelperText color="gray.700">{S.dateHint}</Field.HelperText>
        <Field.ErrorText>{errors.eventDate?.message}</Field.ErrorText>
      </Field.Root>
    </FormSidePanel>
  );
}

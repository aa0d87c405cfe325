// The add-family-member side panel, also used to edit a member (title "Edit {name}"): the form is
// react-hook-form judged on blur by the api's rules in the spec's messages (familyForm.ts). On save the mutation answers the viewer's family, so the list updates itself; the
// api's field errors land on their fields, anything else above the form, and success closes the
// panel with a message for the page (success, error, or the server's error).
import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormBanner } from '../../forms/FormBanner';
import { FormPanelFooter, SidePanel } from '../../shell/SidePanel';
import { FamilyMemberFields } from './FamilyMemberFields';
import {
  emptyFamilyForm,
  familyMemberForm,
  formFieldOf,
  formValuesOf,
  mutationInputOf,
  type FamilyFormValues,
  type FamilyMemberShown,
} from './familyForm';
import { familyStrings as S } from './strings';
import { useAddFamilyMemberMutation } from './useAddFamilyMemberMutation';
import { useEditFamilyMemberMutation } from './useEditFamilyMemberMutation';

// The form's values are the mutation input's fields as typed, which is what the rules read (an
// empty choice is a missing one, in the spec's words); `raw` keeps them as typed for the submit.
const resolver = zodResolver(familyMemberForm, undefined, { raw: true });

export interface EditedMember extends FamilyMemberShown {
  readonly familyMemberId: number;
  readonly name: string;
}

export interface FamilyMemberPanelProps {
  /** The member to edit; null adds one. */
  member: EditedMember | null;
  open: boolean;
  /** With the success message when something was saved, null when closed without. */
  onClose: (saved: string | null) => void;
}

interface PayloadError {
  readonly field: string | null | undefined;
  readonly message: string;
}

const FORM_ID = 'family-member-form';

export function FamilyMemberPanel({ member, open, onClose }: FamilyMemberPanelProps) {
  const form = useForm<FamilyFormValues>({
    mode: 'onBlur',
    resolver,
    defaultValues: member ? formValuesOf(member) : emptyFamilyForm,
  });
  const [add, adding] = useAddFamilyMemberMutation();
  const [edit, editing] = useEditFamilyMemberMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const busy = adding || editing || form.formState.isSubmitting;

  const close = (saved: string | null) => {
    if (busy) return;
    onClose(saved);
  };

  /** The payload's errors on their fields; what belongs to none, above the form. */
  const showErrors = (errors: readonly PayloadError[]) => {
    let general: string | null = null;
    for (const error of errors) {
      const field = formFieldOf(error.field ?? null);
      if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      else general ??= error.message;
    }
    setBanner(general ?? S.correctErrors);
  };

  const save = form.handleSubmit(async (values) => {
    setBanner(null);
    const input = mutationInputOf(values);
    try {
      if (member) {
        const { editFamilyMember: payload } = await edit({
          input: { ...input, familyMemberId: member.familyMemberId, active: values.active },
        });
        if (payload.errors.length > 0) return showErrors(payload.errors);
        onClose(S.saved(payload.familyMember?.name ?? member.name));
      } else {
        const { addFamilyMember: payload } = await add({ input });
        if (payload.errors.length > 0) return showErrors(payload.errors);
        onClose(S.added(payload.familyMember?.name ?? `${input.firstName} ${input.surname}`));
      }
    } catch {
      setBanner(S.failed);
    }
  });

  return (
    <SidePanel
      kind="add-family-member"
      open={open}
      onClose={() => close(null)}
      title={member ? S.editTitle(member.name) : S.addTitle}
      footer={
        <FormPanelFooter
          formId={FORM_ID}
          onCancel={() => close(null)}
          cancelLabel={S.cancel}
          submitLabel={S.save}
          busy={busy}
          busyLabel={S.saving}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label={member ? S.editTitle(member.name) : S.addTitle}
      >
        <Stack gap="5">
          <FormBanner message={banner} />
          <FamilyMemberFields form={form} editing={member !== null} />
        </Stack>
      </form>
    </SidePanel>
  );
}

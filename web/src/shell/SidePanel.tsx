// The spec's side panel: a drawer from the right, full screen on
// narrow screens. `kind` is the spec's name for it (statement, opt-out, benefit-terms, …); on
// close the optional callback receives whether something was done in the panel.
import { Box, Button, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEventHandler } from 'react';
import { FormBanner } from '../forms/FormBanner';
import type { ReactNode } from 'react';

export type SidePanelKind =
  | 'statement'
  | 'add-family-member'
  | 'terms'
  | 'benefit-terms'
  | 'make-a-claim'
  | 'change-password'
  | 'add-life-event'
  | 'opt-out'
  | 'upload-data'
  | 'payroll-report'
  | 'provider-report'
  | 'lifeevent-report'
  | 'medical-questions'
  | 'view-employee-data'
  | 'view-benefit-takeup-detail'
  | 'view-approvals-data'
  | 'two-fa-qr'
  | 'two-fa-disable'
  | 'two-fa-code';

export interface SidePanelProps {
  kind: SidePanelKind;
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop, the close button or a footer button. */
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
  /** Wider panels for tables (statements, reports). */
  size?: 'md' | 'lg';
}

export function SidePanel({ kind, open, title, onClose, footer, children, size = 'md' }: SidePanelProps) {
  return (
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: size }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-side-panel={kind}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? <Drawer.Footer gap="3">{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The footer of a side panel that holds a form: Cancel, then the button that submits the form
 * `formId` (red where it turns something off), both held while the form is busy.
 */
export function FormPanelFooter({
  formId,
  onCancel,
  cancelLabel,
  submitLabel,
  busy = false,
  busyLabel,
  danger = false,
}: {
  formId: string;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        form={formId}
        colorPalette={danger ? 'red' : 'brand'}
        loading={busy}
        loadingText={busyLabel}
      >
        {submitLabel}
      </Button>
    </>
  );
}

/**
 * A side panel that is one form: its intro, the banner for errors of no one field (announced as
 * it changes), the fields, and FormPanelFooter's Cancel and submit.
 */
export function FormSidePanel({
  kind,
  open,
  title,
  onClose,
  formId,
  onSubmit,
  intro,
  banner,
  cancelLabel,
  submitLabel,
  busy,
  busyLabel,
  children,
}: {
  kind: SidePanelKind;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  intro: ReactNode;
  banner: string | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <SidePanel
      kind={kind}
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <FormPanelFooter
          formId={formId}
          onCancel={onClose}
          cancelLabel={cancelLabel}
          submitLabel={submitLabel}
          busy={busy}
          busyLabel={busyLabel}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <Text color="gray.800">{intro}</Text>
          <Box aria-live="polite">
            <FormBanner message={banner} />
          </Box>
          {children}
        </Stack>
      </form>
    </SidePanel>
  );
}

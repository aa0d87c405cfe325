// The frame the app's centred dialogs share (cookie settings, confirmations): a backdrop, a card
// with its title, body and footer, and the corner close button, which is left out while the
// dialog may not be closed (something is being sent).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  /** Escape, the backdrop or the close button. */
  onClose: () => void;
  title: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** alertdialog for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  maxW?: string;
  closable?: boolean;
  /** Where focus goes on close, when what opened the dialog may be gone by then. */
  finalFocusEl?: () => HTMLElement | null;
}

export function ModalDialog({
  open,
  onClose,
  title,
  footer,
  children,
  role = 'dialog',
  maxW,
  closable = true,
  finalFocusEl,
}: ModalDialogProps) {
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
      role={role}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={maxW} w={maxW ? 'full' : undefined}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
            {closable ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

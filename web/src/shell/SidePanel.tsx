// The spec's side panel (section 2, "Side panel kinds"): a drawer from the right, full screen on
// narrow screens. `kind` is the spec's name for it (statement, opt-out, benefit-terms, …); on
// close the optional callback receives whether something was done in the panel.
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
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
    <Drawer.Root lazyMount unmountOnExit open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size={{ base: 'full', md: size }}>
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

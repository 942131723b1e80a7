import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDialogProps {
  title: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes when it closes, for a dialog no button opened (default: the element focused before). */
  finalFocusEl?: () => HTMLElement | null;
}

/** The app's modal dialog: focus is trapped inside and returns to the trigger when it closes. */
export function AppDialog({
  title,
  open,
  onOpenChange,
  children,
  footer,
  size = 'md',
  finalFocusEl,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={size}
      scrollBehavior="inside"
      placement="center"
      trapFocus
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

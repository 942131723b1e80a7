import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toaster } from '../app/toast-store.ts';
import {
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH,
} from '../app/toast-config.ts';
import { useSwipeDismiss } from './use-swipe-dismiss.ts';

import type { ReactNode } from 'react';

interface ToastView {
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  closable?: boolean;
}

/** One toast; dragging it right past 50 px dismisses it (docs/product.md section 9). */
function AppToast({ toast }: { toast: ToastView }) {
  const swipe = useSwipeDismiss({
    direction: TOAST_SWIPE_DIRECTION,
    threshold: TOAST_SWIPE_THRESHOLD_PX,
    onDismiss: () => toaster.dismiss(toast.id),
  });
  return (
    <Toast.Root
      width={{ md: 'sm' }}
      maxWidth={{ md: TOAST_VIEWPORT_MAX_WIDTH }}
      touchAction="pan-y"
      cursor="grab"
      _active={{ cursor: 'grabbing' }}
      {...swipe}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
    </Toast.Root>
  );
}

/**
 * The toast viewport: full width on phones, at most 420 px wide from md up; F8 moves focus to it (the
 * store's hotkey, see app/toast-store.ts).
 */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <AppToast toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}

import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** A centred spinner announced as a status with its label (a bare span may not carry aria-label). */
export function LoadingSpinner({ label, py = '16' }: { label: string; py?: string }) {
  return (
    <Center py={py} role="status">
      <Spinner size="lg" color="brand.solid" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

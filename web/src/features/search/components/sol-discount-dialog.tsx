import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { SOL_DISCOUNT_CODE, SOL_DISCOUNT_PERCENT } from '../links.ts';

/** Shown before sending a visitor to register a .sol name: the fixed SNS discount code, then continue. */
export function SolDiscountDialog({
  domain,
  href,
  open,
  onOpenChange,
}: {
  domain: string;
  href: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <AppDialog
      title={`Save ${SOL_DISCOUNT_PERCENT}% on ${domain}`}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <Button asChild colorPalette="teal">
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => onOpenChange(false)}>
            Continue to Registration
          </a>
        </Button>
      }
    >
      <Stack gap="3">
        <Text>
          Use this code at checkout on the Solana Name Service for a {SOL_DISCOUNT_PERCENT}% discount:
        </Text>
        <HStack>
          <Code fontSize="lg" px="3" py="1" data-testid="sol-discount-code">
            {SOL_DISCOUNT_CODE}
          </Code>
          <CopyButton value={SOL_DISCOUNT_CODE} what="Discount code" />
        </HStack>
      </Stack>
    </AppDialog>
  );
}

import { IconButton } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { notify } from '../app/toaster.ts';

/** Copies a value and says what was copied: 'Copied!' / '<what> copied to clipboard'. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify({ title: 'Copied!', description: `${what} copied to clipboard`, type: 'success' });
    } catch {
      notify({ title: 'Copy failed', description: 'Your browser did not allow copying.', type: 'error' });
    }
  };
  return (
    <IconButton size="2xs" variant="ghost" aria-label={`Copy ${what}`} title={`Copy ${what}`} onClick={copy}>
      <LuCopy />
    </IconButton>
  );
}

import { Badge, Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuFlaskConical } from './home-icons.ts';
import { metaQuery } from '../api/meta/queries.ts';

/**
 * Says plainly when the API answers from the offline sandbox instead of the real chains. On a phone the
 * header has no room for the words: the flask stays, the words remain for screen readers and the tooltip.
 */
export function SandboxBadge() {
  const { data } = useQuery(metaQuery());
  if (data?.upstreams !== 'sandbox') return null;
  return (
    <Badge
      colorPalette="orange"
      variant="surface"
      size="sm"
      title="Results come from the local sandbox networks, not the real chains"
      data-testid="sandbox-badge"
    >
      <LuFlaskConical aria-hidden="true" />
      <Box
        as="span"
        position={{ base: 'absolute', sm: 'static' }}
        width={{ base: '1px', sm: 'auto' }}
        height={{ base: '1px', sm: 'auto' }}
        overflow={{ base: 'hidden', sm: 'visible' }}
        clip={{ base: 'rect(0, 0, 0, 0)', sm: 'auto' }}
        whiteSpace="nowrap"
      >
        Sandbox data
      </Box>
    </Badge>
  );
}

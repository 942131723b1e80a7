import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuFlaskConical } from 'react-icons/lu';
import { metaQuery } from '../api/meta/queries.ts';

/** Says plainly when the API answers from the offline sandbox instead of the real chains. */
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
      Sandbox data
    </Badge>
  );
}

import { Text } from '@chakra-ui/react';
import type { ExtensionKey } from '@namescope/common';
import { useQuery } from '@tanstack/react-query';
import { LuTriangleAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { statusQuery } from '../../../api/status/queries.ts';

/**
 * 'Service degraded' on the card of a service the status page calls degraded, so an 'unavailable' answer
 * is explained. Every card shares one status query (fetched once per page); nothing shows until it loads,
 * or when it fails.
 */
export function DegradedNote({ extension }: { extension: ExtensionKey }) {
  const { data: degraded } = useQuery({
    ...statusQuery(),
    select: (status) => status.services.some((s) => s.extension === extension && s.state === 'degraded'),
  });
  if (!degraded) return null;
  return (
    <Text
      asChild
      fontSize="xs"
      color={{ _light: 'orange.700', _dark: 'orange.300' }}
      display="inline-flex"
      alignItems="center"
      gap="1"
      data-testid="degraded-note"
    >
      <RouterLink to="/status">
        <LuTriangleAlert aria-hidden="true" />
        Service degraded
      </RouterLink>
    </Text>
  );
}

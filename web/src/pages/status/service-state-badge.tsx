import { Badge } from '@chakra-ui/react';
import type { ServiceState } from '@namescope/common';
import { LuCircleCheck, LuCircleDashed, LuTriangleAlert } from 'react-icons/lu';

const LOOK = {
  operational: { palette: 'green', label: 'Operational', Icon: LuCircleCheck },
  degraded: { palette: 'orange', label: 'Degraded', Icon: LuTriangleAlert },
  'no-data': { palette: 'gray', label: 'No recent lookups', Icon: LuCircleDashed },
} as const;

/** A service's state as an icon and words, never colour alone. */
export function ServiceStateBadge({ state }: { state: ServiceState }) {
  const { palette, label, Icon } = LOOK[state];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-testid="service-state">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

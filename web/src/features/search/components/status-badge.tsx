import { Badge } from '@chakra-ui/react';
import type { Status } from '@namescope/common';
import type { IconType } from 'react-icons';
import { LuBan, LuCircleCheck, LuCircleHelp, LuCircleX, LuShieldCheck, LuTag } from 'react-icons/lu';
import { STATUS_LABELS, STATUS_PALETTES } from '../status.ts';

const ICONS: Record<Status, IconType> = {
  available: LuCircleCheck,
  taken: LuCircleX,
  protected: LuShieldCheck,
  reserved: LuBan,
  'for-sale': LuTag,
  unavailable: LuCircleHelp,
};

/** Status as an icon and a word, so it never relies on colour alone. */
export function StatusBadge({ status }: { status: Status }) {
  const Icon = ICONS[status];
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="md" data-testid="status-badge">
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}

import { Button, HStack, Text, Wrap } from '@chakra-ui/react';
import { LuCalendarPlus, LuDownload } from 'react-icons/lu';
import { calendarPath } from '../../api/watchlist/queries.ts';
import { CopyButton } from '../../components/copy-button.tsx';

/**
 * 'Subscribe in calendar' (webcal://, which calendar apps open and keep polling) and 'Download .ics' (a
 * one-time copy), plus the https address for calendars that take a URL (Google Calendar's 'From URL').
 */
export function CalendarLinks({ token }: { token: string }) {
  const path = calendarPath(token);
  const httpsUrl = `${window.location.origin}${path}`;
  const webcalUrl = `webcal://${window.location.host}${path}`;
  return (
    <Wrap gap="2" align="center" data-testid="calendar-links">
      <Button asChild size="sm" colorPalette="teal">
        <a href={webcalUrl}>
          <LuCalendarPlus aria-hidden="true" /> Subscribe in calendar
        </a>
      </Button>
      <Button asChild size="sm" variant="outline" colorPalette="teal">
        <a href={path} download="namescope-watchlist.ics">
          <LuDownload aria-hidden="true" /> Download .ics
        </a>
      </Button>
      <HStack gap="0">
        <Text fontSize="xs" color="fg.muted">
          Calendar address
        </Text>
        <CopyButton value={httpsUrl} what="Calendar address" />
      </HStack>
    </Wrap>
  );
}

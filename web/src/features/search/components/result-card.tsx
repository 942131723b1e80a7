import { Badge, Box, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, type LookupResult } from '@namescope/common';
import { memo, useDeferredValue } from 'react';
import { LuBadgeCheck } from 'react-icons/lu';
import { lifecycleOf } from '../card-story.ts';
import { cardStatus, reservedForHolder } from '../status.ts';
import { AvatarImage } from './avatar-image.tsx';
import { CardActions } from './card-actions.tsx';
import { CardDetails } from './card-details.tsx';
import { CybersquatOverlay } from './cybersquat-overlay.tsx';
import { LifecycleNote } from './lifecycle-note.tsx';
import { LookalikeNote } from './lookalike-note.tsx';
import { DegradedNote } from './degraded-note.tsx';
import { ProvenanceLine } from './provenance-line.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WatchToggle } from '../../watchlist/watch-toggle.tsx';

export interface ResultCardProps {
  result: LookupResult;
  now: Date;
  compact: boolean;
  textOnly: boolean;
  authenticated: boolean;
  cybersquatted: boolean;
  acknowledged: boolean;
  onAcknowledge(domain: string): void;
}

/**
 * One service's answer for the searched name. Memoised: the grid re-renders on every streamed answer, and
 * only the card whose props changed (its own result, the clock, the view options) renders again.
 */
export const ResultCard = memo(function ResultCard(props: ResultCardProps) {
  const { result, now, compact, textOnly, authenticated, cybersquatted, acknowledged } = props;
  const ext = extensionByKey(result.extension);
  // One story per card (issue 21, item 7): the badge, the lifecycle line, the rows and the actions all follow
  // this status and this lifecycle, and so do the summary chips and the filters.
  const status = cardStatus(result, authenticated);
  const life = lifecycleOf(result, now);
  const held = reservedForHolder(result, authenticated);
  const covered = cybersquatted && !acknowledged;
  // A name the service rejected or could not check has no details: its card is its status and the reason.
  const rejected = Boolean(result.error);
  // The answer itself paints first. What the card reads from elsewhere (the watchlist and the services'
  // status, each a query of its own, and the search's look-alikes) joins in a deferred render that React
  // may interrupt for the next streamed answer (issue 18). The watch star and the degraded note already wait
  // for their queries; the look-alike note follows a render later.
  const joined = useDeferredValue(true, false);
  return (
    <Card.Root
      as="article"
      aria-labelledby={`result-${result.extension}-name`}
      data-testid={`result-card-${result.extension}`}
      data-status={status}
      data-lifecycle={life.lifecycle ?? 'none'}
      position="relative"
      size="sm"
      variant="outline"
      borderColor={authenticated ? 'gold' : cybersquatted ? 'red.500' : undefined}
      borderWidth={authenticated || cybersquatted ? '2px' : '1px'}
      overflow="hidden"
    >
      {/* Under the cybersquatting warning the card is inert: not focusable, not clickable, not announced. */}
      <Card.Header inert={covered}>
        <HStack align="start" gap="3">
          {!textOnly && status !== 'available' && result.avatar && (
            <AvatarImage src={result.avatar} domain={result.domain} />
          )}
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="1.5" minW="0">
              <Heading
                as="h3"
                size="md"
                id={`result-${result.extension}-name`}
                truncate
                title={result.domain}
              >
                {result.domain}
              </Heading>
              {authenticated && (
                <Text
                  as="span"
                  color="gold"
                  display="inline-flex"
                  title="Authenticated"
                  data-testid="authenticated-mark"
                >
                  <LuBadgeCheck aria-hidden="true" size="20" />
                  <Text as="span" srOnly>
                    Authenticated
                  </Text>
                </Text>
              )}
              {joined && <WatchToggle result={result} />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {result.service} · <span data-testid="chain-label">{ext.chain}</span>
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap" pt="2">
          <StatusBadge status={status} />
          {authenticated && (
            <Badge colorPalette="yellow" variant="outline">
              Authenticated
            </Badge>
          )}
          {cybersquatted && (
            <Badge colorPalette="red" variant="solid">
              CYBERSQUATTED
            </Badge>
          )}
          {joined && <DegradedNote extension={result.extension} />}
        </HStack>
      </Card.Header>
      <Card.Body gap="3" pt="3" inert={covered}>
        {joined && <LookalikeNote domain={result.domain} authenticated={authenticated} />}
        {rejected ? (
          <Text fontSize="sm" color={{ _light: 'red.700', _dark: 'red.300' }} data-testid="result-error">
            {result.error}
          </Text>
        ) : held ? (
          <Text fontSize="sm" data-testid="reserved-note">
            Reserved for its verified holder: {result.domain} is authenticated, and {result.service} reports
            no current registration. NameScope does not offer it for registration.
          </Text>
        ) : (
          <>
            <LifecycleNote result={result} life={life} />
            <CardDetails result={result} status={status} compact={compact} now={now} />
            {/* At the foot of the body, so the buttons line up across a row of cards of unequal detail. */}
            <Box mt="auto" pt="1">
              <CardActions result={result} status={status} lifecycle={life.lifecycle} />
            </Box>
          </>
        )}
      </Card.Body>
      {!rejected && (
        <Card.Footer pt="0" inert={covered}>
          <ProvenanceLine checkedAt={result.checkedAt} cached={result.cached} now={now} />
        </Card.Footer>
      )}
      {covered && (
        <CybersquatOverlay domain={result.domain} onAcknowledge={() => props.onAcknowledge(result.domain)} />
      )}
    </Card.Root>
  );
});

import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '../../components/external-link.tsx';

/** The registration bot whose timeline the side card embeds. */
export const ALERTS_ACCOUNT = 'NameScopeAlerts';
const TIMELINE_URL = `https://x.com/${ALERTS_ACCOUNT}`;

/**
 * 'Live Registration Alerts': the bot's social timeline. The embed script comes from a third party, so it
 * loads only when the visitor asks for it, not on every visit (privacy, and the page works offline).
 */
export function LiveAlertsCard() {
  const [load, setLoad] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!load || !holder.current) return;
    const script = document.createElement('script');
    script.src = 'https://platform.twitter.com/widgets.js';
    script.async = true;
    holder.current.appendChild(script);
  }, [load]);
  return (
    <Card.Root variant="outline" data-testid="live-alerts">
      <Card.Header>
        <Heading as="h2" size="md">
          Live Registration Alerts
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            Our bot posts new registrations as they are minted. Follow @{ALERTS_ACCOUNT} for alerts.
          </Text>
          <div ref={holder}>
            {load ? (
              <a className="twitter-timeline" data-height="480" href={TIMELINE_URL}>
                Posts by @{ALERTS_ACCOUNT}
              </a>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setLoad(true)}>
                Show the timeline
              </Button>
            )}
          </div>
          <ExternalLink href={TIMELINE_URL} color="brand.fg" fontSize="sm">
            Open @{ALERTS_ACCOUNT} on X
          </ExternalLink>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

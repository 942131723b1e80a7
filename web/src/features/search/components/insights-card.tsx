import { Badge, Card, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuAtSign, LuUser, LuWallet } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { memo } from 'react';
import { shortAddress } from '../../../components/short-address.ts';
import { addressPath } from '../../address/address-path.ts';
import { mightBeAddress } from '../../address/address-rule.ts';
import type { Insight, InsightKind } from '../insights.ts';

const KIND: Record<InsightKind, { label: string; icon: typeof LuUser }> = {
  twitter: { label: 'Same Twitter', icon: LuAtSign },
  owner: { label: 'Same owner', icon: LuUser },
  address: { label: 'Same resolved address', icon: LuWallet },
};

/** Names that look like one identity: two or more sharing a Twitter handle, owner or resolved address. */
export const InsightsCard = memo(function InsightsCard({ insights }: { insights: Insight[] }) {
  if (insights.length === 0) return null;
  return (
    <Card.Root size="sm" variant="subtle" data-testid="insights-card">
      <Card.Header>
        <Heading as="h2" size="sm">
          Identity insights
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {insights.map((i) => {
            const { label, icon: Icon } = KIND[i.kind];
            const value = i.kind === 'twitter' ? `@${i.value}` : shortAddress(i.value);
            const linked = i.kind !== 'twitter' && mightBeAddress(i.value);
            return (
              <Stack key={`${i.kind}:${i.value}`} gap="1" data-testid={`insight-${i.kind}`}>
                <Wrap gap="2" align="center">
                  {/* A badge never wraps by default; on a 320 px phone a label and an address do not fit. */}
                  {/* A shared owner or address is a link to that address's page (issue 19). */}
                  <Badge
                    colorPalette="teal"
                    variant="surface"
                    title={i.value}
                    maxW="full"
                    whiteSpace="normal"
                    wordBreak="break-all"
                    asChild={linked}
                    _hover={linked ? { textDecoration: 'underline' } : undefined}
                    data-testid={`insight-${i.kind}-badge`}
                  >
                    {linked ? (
                      <RouterLink to={addressPath(i.value)}>
                        <Icon aria-hidden="true" />
                        {label}: {value}
                      </RouterLink>
                    ) : (
                      <>
                        <Icon aria-hidden="true" />
                        {label}: {value}
                      </>
                    )}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    {i.domains.length} names
                  </Text>
                </Wrap>
                <Text fontSize="sm">{i.domains.join(', ')}</Text>
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

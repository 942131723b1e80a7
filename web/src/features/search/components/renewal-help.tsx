import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useContactEmail } from '../../../api/meta/queries.ts';
import { mailto } from '../links.ts';
import { LINK_STYLE } from '../../../components/external-link.tsx';

/** Taken names grouped by the year they expire, each group with a mail link asking for renewal help. */
export const RenewalHelp = memo(function RenewalHelp({
  groups,
}: {
  groups: { year: number; domains: string[] }[];
}) {
  const contact = useContactEmail();
  if (groups.length === 0 || !contact) return null;
  return (
    <Card.Root size="sm" variant="outline" data-testid="renewal-help">
      <Card.Header>
        <Heading as="h2" size="sm">
          Renewals by expiry year
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" fontSize="sm">
          {groups.map((g) => (
            <Stack key={g.year} gap="0.5">
              <Text>
                <Text as="strong">{g.year}:</Text> {g.domains.join(', ')}
              </Text>
              <Link
                {...LINK_STYLE}
                href={mailto(
                  contact,
                  `Renewal help for names expiring in ${g.year}`,
                  `Hello NameScope team,\n\nPlease help me renew these names before they expire in ${g.year}:\n${g.domains.join('\n')}\n`,
                )}
              >
                Get renewal help for {g.year}
              </Link>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

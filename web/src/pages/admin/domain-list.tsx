import { Box, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { ScrollBox } from '../../components/scroll-box.tsx';

export interface DomainRow {
  id: number;
  domainName: string;
  detail?: string;
}

/** 'Current … Domains (count)': a list that scrolls past about 24rem, each row with a delete button. */
export function DomainList({
  title,
  rows,
  loading,
  onDelete,
  deleting,
  testId,
}: {
  title: string;
  rows: DomainRow[] | undefined;
  loading: boolean;
  onDelete(domainName: string): void;
  deleting: string | undefined;
  testId: string;
}) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title} ({rows?.length ?? 0})
      </Heading>
      {loading ? (
        <Text color="fg.muted">Loading...</Text>
      ) : (
        <ScrollBox maxH="24rem" label={title}>
          <Box as="ul" listStyleType="none">
            {(rows ?? []).map((r) => (
              <HStack
                as="li"
                key={r.id}
                justify="space-between"
                px="3"
                py="2"
                borderBottomWidth="1px"
                gap="3"
              >
                <Box minW="0">
                  <Text fontWeight="medium" truncate>
                    {r.domainName}
                  </Text>
                  {r.detail && (
                    <Text fontSize="sm" color="fg.muted">
                      {r.detail}
                    </Text>
                  )}
                </Box>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${r.domainName}`}
                  onClick={() => onDelete(r.domainName)}
                  disabled={deleting === r.domainName}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            ))}
            {rows?.length === 0 && (
              <Text as="li" px="3" py="2" color="fg.muted">
                None yet.
              </Text>
            )}
          </Box>
        </ScrollBox>
      )}
    </Stack>
  );
}

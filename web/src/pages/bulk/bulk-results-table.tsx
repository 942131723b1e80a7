import { Box, Table, Text } from '@chakra-ui/react';
import { EXTENSIONS } from '@namescope/common';
import { StatusBadge } from '../../features/search/components/status-badge.tsx';
import { statusOf } from '../../features/search/status.ts';
import {
  availableCount,
  cellName,
  cellText,
  lifecycleNote,
  type BulkRow,
} from '../../features/bulk/bulk-table.ts';

// The name column stays in view while the twelve services scroll sideways inside the table's own box.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bg: 'bg',
  borderRightWidth: '1px',
  textAlign: 'start',
} as const;

/** Names × the twelve services; each cell fills in as its answer arrives. */
export function BulkResultsTable({ rows, caption }: { rows: readonly BulkRow[]; caption: string }) {
  return (
    // Styled here rather than by Chakra's table recipe, which the app's theme leaves out to keep every
    // page's CSS small (app/theme.ts).
    <Box
      overflowX="auto"
      borderWidth="1px"
      rounded="l2"
      maxW="full"
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="bulk-table-scroll"
    >
      <Table.Root
        data-testid="bulk-table"
        fontSize="sm"
        borderCollapse="separate"
        borderSpacing="0"
        minW="full"
        css={{
          '& th, & td': { px: '2.5', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'middle' },
          '& thead th': { bg: 'bg.subtle', fontWeight: 'semibold' },
          '& tbody tr:last-of-type > *': { borderBottomWidth: '0' },
        }}
      >
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...sticky} zIndex="2" bg="bg.subtle">
              Name
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
            {EXTENSIONS.map((e) => (
              <Table.ColumnHeader key={e.key} whiteSpace="nowrap" textAlign="start">
                {e.tld}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.name}
              data-testid={`bulk-row-${row.name}`}
              data-available={availableCount(row)}
            >
              <Table.Cell as="th" scope="row" {...sticky} fontFamily="mono" fontWeight="medium">
                {/* On a phone the column keeps a fixed width (long names wrap) so the services keep room. */}
                <Box
                  w={{ base: '7rem', md: 'auto' }}
                  whiteSpace={{ base: 'normal', md: 'nowrap' }}
                  wordBreak={{ base: 'break-all', md: 'normal' }}
                >
                  {row.name}
                </Box>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="bulk-available">
                {availableCount(row)}/{EXTENSIONS.length}
              </Table.Cell>
              {EXTENSIONS.map((e) => {
                const result = row.results[e.key];
                const status = result ? statusOf(result) : undefined;
                const note = result && lifecycleNote(result);
                return (
                  <Table.Cell
                    key={e.key}
                    data-extension={e.key}
                    data-status={status ?? 'pending'}
                    data-lifecycle={note ? result.lifecycle : undefined}
                    title={`${cellName(row, e.key)}: ${result ? cellText(result) : 'checking'}${result?.error ? ` (${result.error})` : ''}`}
                  >
                    {status ? (
                      <>
                        <StatusBadge status={status} />
                        {note && (
                          <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                            {note}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text as="span" color="fg.muted" fontSize="xs">
                        Checking…
                      </Text>
                    )}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

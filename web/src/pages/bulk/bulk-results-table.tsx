import { Table, Text } from '@chakra-ui/react';
import { EXTENSIONS } from '@namescope/common';
import { StatusBadge } from '../../features/search/components/status-badge.tsx';
import { STATUS_LABELS, statusOf } from '../../features/search/status.ts';
import { availableCount, cellName, type BulkRow } from '../../features/bulk/bulk-table.ts';

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
    <Table.ScrollArea borderWidth="1px" rounded="l2" maxW="full" tabIndex={0} aria-label={caption}>
      <Table.Root size="sm" data-testid="bulk-table">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...sticky} zIndex="2">
              Name
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" ps="4">
              Available
            </Table.ColumnHeader>
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
              <Table.Cell
                as="th"
                scope="row"
                {...sticky}
                fontFamily="mono"
                fontWeight="medium"
                wordBreak="break-all"
                maxW={{ base: '8.5rem', md: '14rem' }}
              >
                {row.name}
              </Table.Cell>
              <Table.Cell textAlign="end" ps="4" whiteSpace="nowrap" data-testid="bulk-available">
                {availableCount(row)}/{EXTENSIONS.length}
              </Table.Cell>
              {EXTENSIONS.map((e) => {
                const result = row.results[e.key];
                const status = result ? statusOf(result) : undefined;
                return (
                  <Table.Cell
                    key={e.key}
                    data-extension={e.key}
                    data-status={status ?? 'pending'}
                    title={`${cellName(row, e.key)}: ${status ? STATUS_LABELS[status] : 'checking'}${result?.error ? ` (${result.error})` : ''}`}
                  >
                    {status ? (
                      <StatusBadge status={status} />
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
    </Table.ScrollArea>
  );
}

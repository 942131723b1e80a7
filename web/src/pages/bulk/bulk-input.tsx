import { Box, Button, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { BULK_MAX_NAMES } from '@namescope/common';
import { useMemo, useRef, useState } from 'react';
import { LuTriangleAlert, LuUpload } from 'react-icons/lu';
import { listKey } from '../../features/bulk/lockout.ts';
import { previewBulkText } from '../../features/bulk/preview.ts';
import type { BulkState } from '../../features/bulk/use-bulk-search.ts';
import { useLockout } from '../../features/bulk/use-lockout.ts';
import { BulkBudget, BulkLockout } from './bulk-budget.tsx';

/**
 * The list box: paste or upload names, see them cleaned and what the budget allows, and start the bulk
 * search. Search is off while the budget is locked out (use-lockout.ts), and back on by itself after.
 */
export function BulkInput({
  running,
  refused,
  onSearch,
}: {
  running: boolean;
  refused: BulkState['refused'];
  onSearch: (inputs: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => previewBulkText(text), [text]);
  const refusal = refused?.until === undefined ? undefined : { list: refused.list, until: refused.until };
  const { budget, lockedUntil, now } = useLockout(refusal, listKey(preview.inputs));
  const canSearch = preview.names.length > 0 && !preview.tooMany && !running && lockedUntil === undefined;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // A list of 100 names is a few kilobytes; anything far larger is not a list of names.
    if (file.size > 256 * 1024)
      return setFileError('That file is larger than 256 KB: is it a list of names?');
    setFileError(undefined);
    setText(await file.text());
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSearch) onSearch(preview.inputs);
      }}
    >
      <Field.Root invalid={preview.tooMany}>
        <Field.Label>
          Names, one per line or separated by commas, semicolons or tabs (up to {BULK_MAX_NAMES})
        </Field.Label>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={6}
          placeholder={'alice\nbob.eth, carol.sol\nvitalik'}
          fontFamily="mono"
          data-testid="bulk-input"
        />
        <Field.HelperText>
          Each entry is cleaned like the search box: only letters, digits and dots are kept, and a known
          extension is removed.
        </Field.HelperText>
        {preview.tooMany && (
          <Field.ErrorText>
            {preview.inputs.length} entries: at most {BULK_MAX_NAMES} per search. Remove{' '}
            {preview.inputs.length - BULK_MAX_NAMES}.
          </Field.ErrorText>
        )}
      </Field.Root>
      <BulkBudget budget={budget} now={now} />
      {lockedUntil !== undefined && (
        <BulkLockout until={lockedUntil} now={now} remaining={budget?.remaining} />
      )}
      {refused && refused.until === undefined && (
        <Text color="fg.error" role="alert" fontSize="sm">
          Bulk search failed: {refused.message}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" colorPalette="teal" disabled={!canSearch} data-testid="bulk-submit">
          Search {preview.names.length} {preview.names.length === 1 ? 'name' : 'names'}
        </Button>
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
          <LuUpload aria-hidden="true" /> Upload .txt or .csv
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          hidden
          aria-label="Upload a .txt or .csv file of names"
          data-testid="bulk-file"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </HStack>
      {fileError && (
        <Text color="fg.error" role="alert">
          {fileError}
        </Text>
      )}
      {(preview.names.length > 0 || preview.rejected.length > 0) && <Preview preview={preview} />}
    </Stack>
  );
}

function Preview({ preview }: { preview: ReturnType<typeof previewBulkText> }) {
  return (
    <Stack gap="3" fontSize="sm">
      <Box data-testid="bulk-preview">
        <Text fontWeight="medium">
          {preview.names.length} {preview.names.length === 1 ? 'name' : 'names'} to search
        </Text>
        <Text color="fg.muted" wordBreak="break-word">
          {preview.names.map((n, i) => (
            <span key={n.index}>
              {i > 0 && ', '}
              <Text as="span" color="fg" fontFamily="mono">
                {n.name}
              </Text>
              {n.note && ` (from ${n.input}: ${n.note})`}
            </span>
          ))}
        </Text>
      </Box>
      {preview.rejected.length > 0 && (
        <Box data-testid="bulk-rejected">
          <Text fontWeight="medium" display="flex" alignItems="center" gap="1.5">
            <Box as={LuTriangleAlert} color="orange.fg" aria-hidden="true" flexShrink="0" />
            {preview.rejected.length} {preview.rejected.length === 1 ? 'entry is' : 'entries are'} not
            searched
          </Text>
          <List.Root ps="5" color="fg.muted">
            {preview.rejected.map((r) => (
              <List.Item key={r.index} wordBreak="break-word">
                Line {r.line}:{' '}
                <Text as="span" fontFamily="mono">
                  {r.input || '(empty)'}
                </Text>{' '}
                — {r.reason}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}

import { Box, Button, Container, HStack, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { recogniseAddress } from '@namescope/common/address';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { shortAddress } from '../../components/short-address.ts';
import {
  ADDRESS_KIND_LABEL,
  BAD_ADDRESS_TITLE,
  addressPageTitle,
  otherKindsLine,
} from '../../features/address/address-kinds.ts';
import { addressPath } from '../../features/address/address-path.ts';
import {
  askedExtensions,
  askedResults,
  foundNothing,
  needsRetry,
  unansweredExtensions,
} from '../../features/address/address-state.ts';
import { useAddressStream } from '../../features/address/use-address-stream.ts';
import { useNow } from '../../features/search/use-now.ts';
import { AddressHeading } from './address-heading.tsx';
import { AddressPendingCard } from './address-pending-card.tsx';
import { AddressProblem } from './address-problem.tsx';
import { AddressRegistrations } from './address-registrations.tsx';
import { AddressServiceCard } from './address-service-card.tsx';

/**
 * /address/{address} (issue 19): what each naming service that uses this kind of address says about it (its
 * own name, the names it holds) as each answers, and the names our indexer saw it register. The URL holds
 * the address's canonical form; any other form of it is replaced by that one. Text that is no valid address
 * says why and asks nothing.
 */
export default function AddressPage() {
  const { address: given = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verdict = useMemo(() => recogniseAddress(given), [given]);
  const { state, search } = useAddressStream();
  const now = useNow();
  const valid = verdict.status === 'valid' ? verdict : undefined;
  const canonical = valid !== undefined && valid.address === given;

  // One URL per address: a checksummed, upper-case or padded form is replaced by the canonical one.
  useEffect(() => {
    if (valid && !canonical) void navigate(addressPath(valid.address), { replace: true });
  }, [valid, canonical, navigate]);
  useEffect(() => {
    if (valid && canonical) search(valid.address, valid.kind);
  }, [valid, canonical, search]);
  useEffect(() => {
    document.title = valid ? addressPageTitle(valid.display) : BAD_ADDRESS_TITLE;
  }, [valid]);

  // Check again: the button keeps the focus while it runs; once nothing is left to retry it goes, and the
  // focus goes to the line that says how the search ended rather than to the page's top.
  const [retrying, setRetrying] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const streaming = state.phase === 'streaming' || state.phase === 'idle';
  const retryShown = needsRetry(state) || (retrying && streaming);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!retryShown && hadFocus.current) status.current?.focus();
    hadFocus.current = false;
  }, [retryShown]);
  const retry = () => {
    if (!valid || streaming) return;
    hadFocus.current = document.activeElement === retryButton.current;
    setRetrying(true);
    search(valid.address, valid.kind);
  };

  if (verdict.status !== 'valid')
    return (
      <AddressProblem
        given={given.trim()}
        asName={verdict.status === 'none'}
        message={
          verdict.status === 'malformed'
            ? verdict.message
            : 'This is not a wallet address of any kind the naming services use.'
        }
      />
    );
  if (state.refusal?.status === 400)
    return <AddressProblem given={valid!.display} asName={false} message={state.refusal.message} />;

  const kind = valid!.kind;
  const asked = askedExtensions(kind);
  const answered = askedResults(state);
  const unanswered = canonical && state.address === valid!.address ? unansweredExtensions(state) : asked;
  const broken = state.phase === 'failed';
  const kindLabel = ADDRESS_KIND_LABEL[kind];
  const services = `${asked.length} ${asked.length === 1 ? 'service' : 'services'}`;

  return (
    <>
      <AddressHeading display={valid!.display} kind={kind} focus={location.key !== 'default'}>
        Primary names and names held on each service that uses {kindLabel}es, and the names our indexer saw
        this address register.
      </AddressHeading>
      <Container maxW="7xl" pb="10">
        <Stack gap="5">
          <HStack gap="3" justify="space-between" wrap="wrap" minH="8">
            <HStack gap="2" aria-live="polite" data-testid="address-progress">
              {streaming && <Spinner size="sm" color="brand.solid" aria-hidden="true" />}
              <Text ref={status} tabIndex={-1} fontSize="sm" color="fg.muted" outline="none">
                {state.phase === 'refused'
                  ? state.refusal?.message
                  : broken
                    ? `The search broke off after ${answered.length} of ${services}.`
                    : streaming
                      ? `Checked ${answered.length} of ${services}…`
                      : `Results for ${shortAddress(valid!.display)} from ${services}`}
              </Text>
            </HStack>
            {(retryShown || state.phase === 'refused') && (
              <Button
                ref={retryButton}
                size="sm"
                variant="outline"
                onClick={retry}
                aria-disabled={streaming}
                data-testid="address-retry"
              >
                <LuRefreshCw aria-hidden="true" />
                {streaming ? 'Checking again…' : 'Check again'}
              </Button>
            )}
          </HStack>
          {foundNothing(state) && (
            <Box
              borderWidth="1px"
              borderRadius="l2"
              p="5"
              textAlign="center"
              bg="bg.subtle"
              role="status"
              data-testid="address-empty"
            >
              <Text fontWeight="semibold" fontSize="lg">
                No names found for this address
              </Text>
              <Text color="fg.muted" fontSize="sm">
                None of the {services} that use {kindLabel}es gives it a name or lists one it holds, and our
                indexer has seen it register none.
              </Text>
            </Box>
          )}
          {state.phase !== 'refused' && (
            <Stack as="section" aria-labelledby="address-services-heading" gap="3">
              <Heading as="h2" size="lg" id="address-services-heading">
                Names by service
              </Heading>
              <Text fontSize="sm" color="fg.muted" data-testid="address-other-kinds">
                {otherKindsLine(kind)}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="address-grid">
                {asked.map((key) => {
                  const result = answered.find((r) => r.extension === key);
                  if (result) return <AddressServiceCard key={key} result={result} now={now} />;
                  if (unanswered.includes(key))
                    return <AddressPendingCard key={key} extension={key} broken={broken} />;
                  return null;
                })}
              </SimpleGrid>
            </Stack>
          )}
          {state.phase !== 'refused' && (
            <AddressRegistrations registrations={state.registrations} broken={broken} />
          )}
        </Stack>
      </Container>
    </>
  );
}

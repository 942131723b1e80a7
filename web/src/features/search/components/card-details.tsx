import { Link, Stack, Text } from '@chakra-ui/react';
import type { LookupResult, Status } from '@namescope/common';
import { LuInfo } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useContactEmail } from '../../../api/meta/queries.ts';
import { ExternalLink, LINK_STYLE } from '../../../components/external-link.tsx';
import { shortAddress } from '../../../components/short-address.ts';
import { Tooltip } from '../../../components/tooltip.tsx';
import { addressPath } from '../../address/address-path.ts';
import { mightBeAddress } from '../../address/address-rule.ts';
import { expiryView, formatDateText } from '../dates.ts';
import { avvyDatesUrl, mailto } from '../links.ts';
import { DetailRow } from './detail-row.tsx';

const ALGO_VERSIONS_TIP =
  'NFDomains V1 names never expire. V2 and later names renew yearly; this name reported no expiry, which usually means an older version.';

function webHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

function twitterHref(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `https://x.com/${value.replace(/^@/, '')}`;
}

function Expiry({ result, now }: { result: LookupResult; now: Date }) {
  const view = expiryView(result, now);
  switch (view.kind) {
    case 'perpetual':
    case 'date':
      return <DetailRow label="Expires">{view.text}</DetailRow>;
    case 'external':
      return (
        <DetailRow label="Expires">
          {view.text && <>{view.text} · </>}
          <ExternalLink href={avvyDatesUrl(result.domain)}>See dates on Avvy</ExternalLink>
        </DetailRow>
      );
    case 'versions':
      return (
        <DetailRow label="Expires">
          <Tooltip content={ALGO_VERSIONS_TIP}>
            <Text
              as="span"
              tabIndex={0}
              display="inline-flex"
              alignItems="center"
              gap="1"
              aria-label={`Not reported. ${ALGO_VERSIONS_TIP}`}
            >
              Not reported <LuInfo aria-hidden="true" />
            </Text>
          </Tooltip>
        </DetailRow>
      );
    case 'none':
      return null;
  }
}

/**
 * An owner or resolved address, shortened, as a link to that address's own page (issue 19) when it is shaped
 * like one; the page itself checks it.
 */
function AddressValue({ value }: { value: string }) {
  if (!mightBeAddress(value)) return <>{shortAddress(value)}</>;
  return (
    <Link asChild {...LINK_STYLE}>
      <RouterLink to={addressPath(value)}>{shortAddress(value)}</RouterLink>
    </Link>
  );
}

function Email({ result }: { result: LookupResult }) {
  const contact = useContactEmail();
  if (result.extension === 'sats') return <DetailRow label="Email">No Native Email Support</DetailRow>;
  if (result.extension === 'sui')
    return (
      <DetailRow label="Email">
        {contact ? (
          <Link href={mailto(contact, 'Feature request: email records for .sui names')} {...LINK_STYLE}>
            Request Feature
          </Link>
        ) : (
          'Request Feature'
        )}
      </DetailRow>
    );
  if (!result.email) return null;
  return (
    <DetailRow label="Email" copy={{ value: result.email, what: `Email of ${result.domain}` }}>
      <Link href={`mailto:${result.email}`} {...LINK_STYLE}>
        {result.email}
      </Link>
    </DetailRow>
  );
}

/**
 * The details docs/product.md section 2 lists, each shown only when present; compact keeps the essentials. A name the
 * card shows as Available has none: an owner, dates or records left from an expired registration would
 * contradict its badge (its lifecycle line says when that registration expired).
 */
export function CardDetails({
  result,
  status,
  compact,
  now,
}: {
  result: LookupResult;
  status: Status;
  compact: boolean;
  now: Date;
}) {
  if (status === 'available') return null;
  const taken = !result.available;
  const d = result;
  return (
    <Stack as="dl" gap="1.5" minW="0">
      {d.owner && (
        <DetailRow
          label="Owner"
          title={d.owner}
          testId="detail-owner"
          copy={{ value: d.owner, what: `Owner of ${d.domain}` }}
        >
          <AddressValue value={d.owner} />
        </DetailRow>
      )}
      {!compact && d.address && (
        <DetailRow
          label="Resolves to"
          title={d.address}
          testId="detail-address"
          copy={{ value: d.address, what: `Resolved address of ${d.domain}` }}
        >
          <AddressValue value={d.address} />
        </DetailRow>
      )}
      {!compact && d.primaryName && <DetailRow label="Primary name">{d.primaryName}</DetailRow>}
      {!compact && d.originationDate && (
        <DetailRow label="Registered">{formatDateText(d.originationDate)}</DetailRow>
      )}
      {taken && <Expiry result={d} now={now} />}
      {!compact && taken && <Email result={d} />}
      {!compact && d.twitter && (
        <DetailRow label="Twitter">
          <ExternalLink href={twitterHref(d.twitter)}>{d.twitter}</ExternalLink>
        </DetailRow>
      )}
      {!compact && d.discord && <DetailRow label="Discord">{d.discord}</DetailRow>}
      {!compact && d.linkedin && (
        <DetailRow label="LinkedIn">
          <ExternalLink href={webHref(d.linkedin)}>{d.linkedin}</ExternalLink>
        </DetailRow>
      )}
      {!compact && d.website && (
        <DetailRow label="Website">
          <ExternalLink href={webHref(d.website)}>{d.website}</ExternalLink>
        </DetailRow>
      )}
      {!compact && d.tokenId && <DetailRow label="Token ID">{d.tokenId}</DetailRow>}
      {!compact && d.asaId && <DetailRow label="ASA ID">{d.asaId}</DetailRow>}
      {!compact && d.version && <DetailRow label="Version">{d.version}</DetailRow>}
    </Stack>
  );
}

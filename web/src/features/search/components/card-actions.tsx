import { Button, Wrap } from '@chakra-ui/react';
import type { LookupResult } from '@namescope/common';
import { useState, type ReactNode } from 'react';
import { useContactEmail } from '../../../api/meta/queries.ts';
import { explorerUrl, mailto, profileUrl, purchaseUrl, registerUrl, udSearchUrl } from '../links.ts';
import { statusOf } from '../status.ts';
import { SolDiscountDialog } from './sol-discount-dialog.tsx';

function OutLink({ href, children, solid }: { href: string; children: string; solid?: boolean }) {
  return (
    <Button asChild size="xs" variant={solid ? 'solid' : 'outline'} colorPalette="teal">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${children} (opens in a new tab)`}
      >
        {children}
      </a>
    </Button>
  );
}

/** The actions SPEC.md section 2 gives each status and extension. */
export function CardActions({ result }: { result: LookupResult }) {
  const [solOpen, setSolOpen] = useState(false);
  const contact = useContactEmail();
  const status = statusOf(result);
  const ud = result.extension === 'crypto' || result.extension === 'blockchain';
  const actions: ReactNode[] = [];

  if (status === 'for-sale') {
    const href = purchaseUrl(result);
    if (href)
      actions.push(
        <OutLink key="buy" href={href} solid>
          Buy Now
        </OutLink>,
      );
  }
  if (status === 'taken') {
    actions.push(
      result.extension === 'sats' ? (
        <Button key="profile" size="xs" variant="outline" disabled title="Sats names have no profile pages">
          View Profile
        </Button>
      ) : (
        <OutLink key="profile" href={profileUrl(result)}>
          View Profile
        </OutLink>
      ),
    );
    const explorer = explorerUrl(result);
    actions.push(
      explorer ? (
        <OutLink key="explorer" href={explorer}>
          View Block Explorer Records
        </OutLink>
      ) : (
        <Button key="explorer" size="xs" variant="outline" disabled title="No owner address was reported">
          View Block Explorer Records
        </Button>
      ),
    );
  }
  if ((status === 'protected' || status === 'reserved') && ud) {
    const href = udSearchUrl(result);
    if (href)
      actions.push(
        <OutLink key="search" href={href}>
          Search on Unstoppable
        </OutLink>,
      );
  }
  if (status === 'available') {
    if (result.extension === 'sol') {
      actions.push(
        <Button key="register" size="xs" colorPalette="teal" onClick={() => setSolOpen(true)}>
          Register Domain
        </Button>,
      );
    } else {
      actions.push(
        <OutLink key="register" href={registerUrl(result)} solid>
          Register Domain
        </OutLink>,
      );
    }
    if (ud && contact)
      actions.push(
        <Button key="tm" asChild size="xs" variant="outline" colorPalette="teal">
          <a
            href={mailto(
              contact,
              `Trademark request for ${result.domain}`,
              `Hello NameScope team,\n\nI would like to request the trademark-protected registration of ${result.domain}.\n\nCompany:\nTrademark registration number:\n`,
            )}
          >
            Request TM
          </a>
        </Button>,
      );
  }
  if (actions.length === 0) return null;
  return (
    <>
      <Wrap gap="2">{actions}</Wrap>
      {result.extension === 'sol' && status === 'available' && (
        <SolDiscountDialog
          domain={result.domain}
          href={registerUrl(result)}
          open={solOpen}
          onOpenChange={setSolOpen}
        />
      )}
    </>
  );
}

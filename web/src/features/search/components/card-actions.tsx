import { Button, Wrap } from '@chakra-ui/react';
import type { Lifecycle, LookupResult, Status } from '@namescope/common';
import { useState, type ReactNode } from 'react';
import { useContactEmail } from '../../../api/meta/queries.ts';
import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { explorerUrl, mailto, profileUrl, purchaseUrl, registerUrl, udSearchUrl } from '../links.ts';
import { SolDiscountDialog } from './sol-discount-dialog.tsx';

/** Marks the register actions, so 'Start registering' can take the visitor to the first one. */
export const REGISTER_ATTRIBUTE = 'data-register';

function OutLink({
  href,
  children,
  solid,
  register,
}: {
  href: string;
  children: string;
  solid?: boolean;
  register?: boolean;
}) {
  return (
    <Button asChild size="xs" variant={solid ? 'solid' : 'outline'} colorPalette="teal">
      <a
        {...(register ? { [REGISTER_ATTRIBUTE]: '' } : {})}
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

/**
 * The actions docs/product.md section 2 gives each status and extension, for the status the card shows. A held name in
 * a reverse auction (NFD) may be bought by anyone: it gets the marketplace link its lifecycle line speaks of.
 */
export function CardActions({
  result,
  status,
  lifecycle,
}: {
  result: LookupResult;
  status: Status;
  lifecycle?: Lifecycle;
}) {
  const [solOpen, setSolOpen] = useState(false);
  const solOpened = useOpenedOnce(solOpen);
  const contact = useContactEmail();
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
    const auction = lifecycle === 'premium' ? purchaseUrl(result) : undefined;
    if (auction)
      actions.push(
        <OutLink key="auction" href={auction} solid>
          Buy in auction
        </OutLink>,
      );
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
        <Button
          key="register"
          size="xs"
          colorPalette="teal"
          onClick={() => setSolOpen(true)}
          {...{ [REGISTER_ATTRIBUTE]: '' }}
        >
          Register Domain
        </Button>,
      );
    } else {
      actions.push(
        <OutLink key="register" href={registerUrl(result)} solid register>
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
      {solOpened && result.extension === 'sol' && status === 'available' && (
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

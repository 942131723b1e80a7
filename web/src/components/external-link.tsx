import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';

/** How every text link looks: brand colour and an underline, so it reads as a link in both themes. */
export const LINK_STYLE = {
  variant: 'underline',
  color: 'brand.fg',
  textDecorationColor: 'currentColor/60',
} as const satisfies LinkProps;

/**
 * A link that opens another site in a new tab, and says so to screen readers. The link is the hidden
 * note's containing block (position relative): in a truncated link the absolutely placed note would
 * otherwise sit past the ellipsis, and past a phone's edge.
 */
export function ExternalLink({ children, href, ...rest }: LinkProps & { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" position="relative" {...LINK_STYLE} {...rest}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

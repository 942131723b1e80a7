import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';

/** A link that opens another site in a new tab, and says so to screen readers. */
export function ExternalLink({ children, href, ...rest }: LinkProps & { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

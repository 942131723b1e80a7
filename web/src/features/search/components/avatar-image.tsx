import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';

/** The name's avatar; a broken image becomes a plain black square (docs/product.md section 8). */
export function AvatarImage({ src, domain }: { src: string; domain: string }) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <Box
        role="img"
        aria-label={`Avatar of ${domain} could not be loaded`}
        data-testid="avatar-placeholder"
        boxSize="12"
        rounded="md"
        bg="black"
        flexShrink={0}
      />
    );
  return (
    <Image
      src={src}
      alt={`Avatar of ${domain}`}
      boxSize="12"
      rounded="md"
      objectFit="cover"
      flexShrink={0}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
    />
  );
}

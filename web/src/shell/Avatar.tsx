import { Image } from '@chakra-ui/react';
import { useState } from 'react';

export const DEFAULT_AVATAR = '/avatars/default.svg';

/** The user's avatar, or the default one when there is none or it fails to load. */
export function UserAvatar({ src, size = '9' }: { src: string | null; size?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src && src !== broken ? src : DEFAULT_AVATAR;
  return (
    <Image
      src={shown}
      alt=""
      boxSize={size}
      rounded="full"
      objectFit="cover"
      bg="brand.subtle"
      borderWidth="2px"
      borderColor="brand.muted"
      onError={() => setBroken(shown)}
    />
  );
}

// The QR code of a pending 2FA secret, drawn here in the primary brand colour from its otpauth URL
// (the secret never goes to a third-party service), and the secret as text for those who type it.
// Setup at login and setup from the profile both show it.
import { Box, Code, Image, Stack, Text } from '@chakra-ui/react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useShellData } from '../../shell/ShellContext';
import { twoFactorStrings as S } from './strings';

/** Base32 in groups of four, easier to copy by eye. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

export function TwoFactorQrCode({ url, secret }: { url: string; secret: string }) {
  const shell = useShellData();
  const primary = `#${shell.viewer?.client?.theme.primaryColour ?? shell.site.theme.primaryColour}`;
  const [qr, setQr] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void toDataURL(url, {
      margin: 1,
      width: 220,
      errorCorrectionLevel: 'M',
      color: { dark: primary, light: '#ffffff' },
    }).then((drawn) => {
      if (!cancelled) setQr(drawn);
    });
    return () => {
      cancelled = true;
    };
  }, [url, primary]);

  return (
    <Stack gap="4">
      <Box alignSelf="center" p="3" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" boxSize="244px">
        {qr ? <Image src={qr} alt={S.qrAlt} boxSize="220px" data-testid="two-fa-qr" data-otpauth={url} /> : null}
      </Box>
      <Stack gap="1">
        <Text fontSize="sm" color="gray.700">
          {S.manualEntry}
        </Text>
        <Code fontSize="md" px="3" py="2" rounded="md" wordBreak="break-all" data-testid="two-fa-secret">
          {grouped(secret)}
        </Code>
      </Stack>
    </Stack>
  );
}

// The benefit-terms side panel: the current version of the benefit's terms, as
// sanitised HTML. The benefit page shows them read only; the setup screen, where they are owed,
// also offers to accept them from where they were read.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { SidePanel } from '../../shell/SidePanel';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { benefitStrings as S } from './strings';

/** Typography for the terms' HTML, which arrives without classes (as content's static pages style theirs). */
const termsTypography = {
  '& > * + *': { marginTop: '1em' },
  '& h2, & h3, & h4': {
    fontFamily: 'heading',
    fontWeight: '700',
    color: 'gray.900',
    lineHeight: '1.3',
    fontSize: 'lg',
  },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& ul, & ol': { paddingLeft: '1.5em' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
} as const;

export function BenefitTermsPanel({
  open,
  title,
  version,
  content,
  canAccept,
  onClose,
  onAccept,
}: {
  open: boolean;
  title: string;
  version: number;
  content: string;
  /** Shown while the terms are owed and not yet ticked. */
  canAccept?: boolean;
  onClose: () => void;
  onAccept?: () => void;
}) {
  const heading = S.termsTitle(title);
  // The panel's title already names the terms: a leading heading that repeats it is dropped.
  const html = useMemo(() => sanitizeCmsHtml(content, heading), [content, heading]);
  return (
    <SidePanel
      kind="benefit-terms"
      open={open}
      title={heading}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {S.close}
          </Button>
          {canAccept ? (
            <Button colorPalette="brand" onClick={onAccept}>
              {S.acceptTerms}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="4">
        <Text color="gray.700" fontSize="sm" fontWeight="500">
          {S.termsVersion(version)}
        </Text>
        {/* Sanitised above: no scripts, handlers, forms or frames reach the page. */}
        <Box css={termsTypography} color="gray.800" lineHeight="1.7" dangerouslySetInnerHTML={{ __html: html }} />
      </Stack>
    </SidePanel>
  );
}

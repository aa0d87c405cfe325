// Questions and their sanitised answers as an accessible accordion (one h3 button per question),
// as the FAQs page and a benefit's related FAQs both show them. Open items may be controlled, so
// that a search can open what matches. Answers are drawn by CmsHtml, so a video an answer embeds
// waits for video player cookies.
import { Accordion, Heading, Span } from '@chakra-ui/react';
import { CmsHtml } from './CmsHtml';

export interface FaqItem {
  id: string;
  question: string;
  /** Already sanitised (sanitizeCmsHtml, with videos where they may be shown). */
  html: string;
}

export function FaqAccordion({
  faqs,
  open,
  onOpenChange,
}: {
  faqs: readonly FaqItem[];
  open?: string[];
  onOpenChange?: (open: string[]) => void;
}) {
  return (
    <Accordion.Root
      multiple
      collapsible
      value={open}
      onValueChange={onOpenChange ? (details) => onOpenChange(details.value) : undefined}
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
      px={{ base: '4', md: '6' }}
    >
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} _last={{ borderBottomWidth: 0 }}>
          <Heading as="h3" size="md">
            <Accordion.ItemTrigger
              py="4"
              color="gray.900"
              fontWeight="600"
              textAlign="start"
              cursor="pointer"
              focusRingColor="brand.focusRing"
            >
              <Span flex="1">{faq.question}</Span>
              <Accordion.ItemIndicator color="brand.fg" />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0" pb="5">
              <CmsHtml html={faq.html} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

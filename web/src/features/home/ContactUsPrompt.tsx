// Home's way to Contact us (the spec: "Contact us is reached at /contact-us/ via
// /app/home/"), shown only where the client has it enabled, as the footer's link is.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homeStrings as S } from './strings';

export function ContactUsPrompt() {
  return (
    <Box
      as="section"
      aria-labelledby="need-help"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="gray.200"
      p={{ base: '5', md: '6' }}
    >
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap="4"
        align={{ base: 'flex-start', sm: 'center' }}
        justify="space-between"
      >
        <Box>
          <Heading as="h2" id="need-help" size="md" color="gray.900">
            {S.needHelpHeading}
          </Heading>
          <Text color="gray.700" mt="1">
            {S.needHelpText}
          </Text>
        </Box>
        <Button asChild variant="outline" colorPalette="brand" flexShrink={0}>
          <RouterLink to="/contact-us/">{S.contactUs}</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

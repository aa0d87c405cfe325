// Home's way to Help me choose, for people who may use it (never in a masquerade: the answers are
// the person's own).
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homeStrings as S } from './strings';

export function HelpMeChoosePrompt() {
  return (
    <Box
      as="section"
      aria-labelledby="help-me-choose"
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
          <Heading as="h2" id="help-me-choose" size="md" color="gray.900">
            {S.helpMeChooseHeading}
          </Heading>
          <Text color="gray.700" mt="1">
            {S.helpMeChooseText}
          </Text>
        </Box>
        <Button asChild colorPalette="brand" flexShrink={0}>
          <RouterLink to="/app/my-benefits/help-me-choose/">{S.helpMeChoose}</RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

// A white card of the total benefits page: each of its parts sits in one, on screen and in print.
import { Box, type BoxProps } from '@chakra-ui/react';

export function Card({ children, ...props }: BoxProps) {
  return (
    <Box
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      _print={{ boxShadow: 'none', p: '4' }}
      {...props}
    >
      {children}
    </Box>
  );
}

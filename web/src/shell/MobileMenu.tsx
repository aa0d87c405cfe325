// Below 768 px: a burger button opening a full-screen menu with the main links plus Logout.
import { Box, CloseButton, Dialog, Flex, IconButton, Image, Link, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_LABELS, type NavLink } from './nav';
import { shellStrings } from './strings';

function BurgerIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MobileMenu({ links, brandName, logo }: { links: NavLink[]; brandName: string; logo: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const items = [
    ...links,
    { label: NAV_LABELS.profile, to: '/app/home/my-profile/' },
    { label: NAV_LABELS.logout, to: '/logout/' },
  ];

  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="full"
      motionPreset="slide-in-right"
    >
      <Dialog.Trigger asChild>
        <IconButton aria-label={shellStrings.openMenu} variant="ghost" color="gray.800">
          <BurgerIcon />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="white" aria-label={shellStrings.mainNavigation}>
            <Flex h="16" px="4" align="center" justify="space-between" borderBottomWidth="1px" borderColor="gray.200">
              <Image src={logo} alt={brandName} h="9" w="auto" />
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton aria-label={shellStrings.closeMenu} size="md" />
              </Dialog.CloseTrigger>
            </Flex>
            <Dialog.Body px="0" py="2">
              <Box as="nav" aria-label={shellStrings.mainNavigation}>
                <Stack as="ul" listStyleType="none" gap="0">
                  {items.map((item) => (
                    <Box as="li" key={item.to}>
                      <Link
                        asChild
                        display="block"
                        px="6"
                        py="4"
                        fontSize="lg"
                        fontWeight="500"
                        color="gray.800"
                        borderBottomWidth="1px"
                        borderColor="gray.100"
                        _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                      >
                        <RouterLink to={item.to} onClick={close}>
                          {item.label}
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

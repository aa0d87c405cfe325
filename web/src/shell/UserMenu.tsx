// The user menu: name and avatar, with My profile settings and Logout. Chakra's Menu gives the
// arrow keys, Home/End, Escape and focus return.
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { UserAvatar } from './Avatar';
import { NAV_LABELS } from './nav';

export function UserMenu(props: { viewer: UserMenu_viewer$key }) {
  const { name, avatar } = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        name
        avatar
      }
    `,
    props.viewer,
  );
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" h="12" px="2" gap="3" rounded="full" fontWeight="500" color="gray.800">
          <UserAvatar src={avatar ?? null} />
          <Text as="span" maxW="48" truncate>
            {name}
          </Text>
          <Box as="span" aria-hidden="true" fontSize="xs" color="gray.500">
            ▾
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" py="2">
            <Menu.Item value="profile" asChild>
              <RouterLink to="/app/home/my-profile/">{NAV_LABELS.profile}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" asChild>
              <RouterLink to="/logout/">{NAV_LABELS.logout}</RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

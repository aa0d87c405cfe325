// Cards for the places a user goes from home: the same links as the main navigation (so the same
// visibility rules) plus the profile settings. Home shows them where content has no cards to
// offer (none, or they could not be read), so home always leads somewhere.
import { SimpleGrid } from '@chakra-ui/react';
import { mainNavLinks, NAV_LABELS, type NavViewer } from '../../shell/nav';
import { LinkCard } from './LinkCard';
import { homeStrings } from './strings';

export function QuickLinks({ viewer }: { viewer: NavViewer }) {
  const links = [
    ...mainNavLinks(viewer).filter((link) => link.to !== '/app/home/'),
    { label: NAV_LABELS.profile, to: '/app/home/my-profile/' },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {links.map((link) => (
        <LinkCard key={link.to} title={link.label} text={homeStrings.quickLinks[link.to] ?? ''} to={link.to} />
      ))}
    </SimpleGrid>
  );
}

// Why a step is not offered in this session, where a section would otherwise offer it (Viewer.can
// said no): someone acting as the person is told only the person can, and a person whose
// organisation signs them in through single sign-on is told it is managed there.
import { Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { useMasquerade } from '../browser-storage/masquerade';
import { ShellContext } from './ShellContext';
import { shellStrings as S } from './strings';

export function NotOffered() {
  const masquerade = useMasquerade();
  const name = useContext(ShellContext)?.viewer?.name ?? '';
  return <Text color="gray.700">{masquerade ? S.onlyThePerson(name) : S.managedBySingleSignOn}</Text>;
}

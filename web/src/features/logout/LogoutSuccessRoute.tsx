// Route /logout-success/: the logout confirmation.
import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePanel } from '../../shell/MessagePanel';
import { useBrandName } from '../../shell/ShellContext';
import { logoutStrings } from './strings';

export function Component() {
  const brand = useBrandName();
  useEffect(() => {
    document.title = logoutStrings.pageTitle(brand);
  }, [brand]);
  return (
    <MessagePanel title={logoutStrings.successTitle} text={logoutStrings.successText} icon="✓">
      <Button asChild colorPalette="brand" size="lg" mt="2">
        <RouterLink to="/">{logoutStrings.backToLogin}</RouterLink>
      </Button>
    </MessagePanel>
  );
}

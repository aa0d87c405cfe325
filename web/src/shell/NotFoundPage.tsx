import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';

export function NotFoundPage() {
  useEffect(() => {
    document.title = shellStrings.notFoundTitle;
  }, []);
  return (
    <MessagePanel title={shellStrings.notFoundTitle} text={shellStrings.notFoundText} icon="404">
      <Button asChild colorPalette="brand" size="lg" mt="2">
        <RouterLink to="/">{shellStrings.backToHome}</RouterLink>
      </Button>
    </MessagePanel>
  );
}

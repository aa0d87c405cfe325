import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle(shellStrings.notFoundTitle);
  return (
    <MessagePanel
      title={shellStrings.notFoundTitle}
      text={shellStrings.notFoundText}
      icon="404"
      link={{ label: shellStrings.backToHome, to: '/' }}
    />
  );
}

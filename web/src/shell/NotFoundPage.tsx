import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';
import { useDocumentTitle } from './usePageTitle';

export function NotFoundPage() {
  useDocumentTitle(shellStrings.notFoundTitle);
  return (
    <MessagePanel
      title={shellStrings.notFoundTitle}
      text={shellStrings.notFoundText}
      icon="404"
      link={{ label: shellStrings.backToHome, to: '/' }}
    />
  );
}

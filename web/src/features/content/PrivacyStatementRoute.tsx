// Route /privacy-statement/: the privacy statement, content-managed (ContentPage.tsx).
import { contentPageRoute } from './ContentPage';

export const route = contentPageRoute('PRIVACY_STATEMENT');

// Route /cookie-policy/: the cookie policy, content-managed (ContentPage.tsx).
import { contentPageRoute } from './ContentPage';

export const route = contentPageRoute('COOKIE_POLICY');

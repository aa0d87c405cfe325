// Route /terms-and-conditions/: the terms and conditions, content-managed (ContentPage.tsx).
import { contentPageRoute } from './ContentPage';

export const route = contentPageRoute('TERMS_AND_CONDITIONS');

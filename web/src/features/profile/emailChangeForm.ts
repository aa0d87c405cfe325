// The email change form's rules: the contract's own field rules (and their messages), under the
// form's field names, so the form says what the api would say before anything is sent.
import { requiredEmail, requiredSecret } from '@portal/contract/fields';
import { z } from 'zod';

export const emailChangeForm = z.object({ email: requiredEmail(), currentPassword: requiredSecret() });

export type EmailChangeValues = z.input<typeof emailChangeForm>;

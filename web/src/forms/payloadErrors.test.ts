import { applyPayloadErrors } from './payloadErrors';

test('errors go on the fields the form has; the first other one is the banner', () => {
  const set: [string, string][] = [];
  const banner = applyPayloadErrors<{ email: string; currentPassword: string }>(
    [
      { field: 'currentPassword', message: 'Your current password is incorrect' },
      { field: null, message: 'This cannot be changed during a masquerade session' },
      { field: 'somethingElse', message: 'Not shown on a field' },
    ],
    (name, error) => set.push([name, error.message ?? '']),
    ['email', 'currentPassword'],
  );
  expect(set).toEqual([['currentPassword', 'Your current password is incorrect']]);
  expect(banner).toBe('This cannot be changed during a masquerade session');
  expect(applyPayloadErrors<{ email: string }>([], () => undefined, ['email'])).toBeNull();
});

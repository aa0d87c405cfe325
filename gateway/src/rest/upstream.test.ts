import { errorText } from './upstream.js';

test('the error text comes from errors, then error, then message', () => {
  expect(errorText({ errors: { email: ['Please enter a valid email address'] }, message: 'x' })).toBe(
    'Please enter a valid email address',
  );
  expect(errorText({ errors: [{ message: 'First' }, 'Second'] })).toBe('First');
  expect(errorText({ error: 'invalid_credentials', message: 'x' })).toBe('invalid_credentials');
  expect(errorText({ message: 'Client not found' })).toBe('Client not found');
  expect(errorText({})).toBe('Request failed');
});

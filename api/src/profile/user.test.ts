import { supportNumberOf } from './user.js';
import type { Client } from '../db/clients.js';

const withNumber = (benefitBrandPhoneNumber: string | null) => ({ benefitBrandPhoneNumber }) as Client;

test('placeholder support numbers read as none', () => {
  expect(supportNumberOf(withNumber('0'))).toBeNull();
  expect(supportNumberOf(withNumber('TBC'))).toBeNull();
  expect(supportNumberOf(withNumber('tbc'))).toBeNull();
  expect(supportNumberOf(withNumber(' '))).toBeNull();
  expect(supportNumberOf(withNumber(null))).toBeNull();
  expect(supportNumberOf(undefined)).toBeNull();
  expect(supportNumberOf(withNumber('0161 496 0000'))).toBe('0161 496 0000');
});

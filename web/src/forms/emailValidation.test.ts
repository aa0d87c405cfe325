import { validateEmail } from './emailValidation';

describe('validateEmail', () => {
  it('requires a value, blank counting as empty', () => {
    expect(validateEmail('')).toBe('This field is required');
    expect(validateEmail('   ')).toBe('This field is required');
  });

  it('wants a top-level domain of at least 2 letters', () => {
    expect(validateEmail('someone@acme.t')).toBe('Please enter a valid email address');
    expect(validateEmail('someone@acme')).toBe('Please enter a valid email address');
    expect(validateEmail('someone@acme.test')).toBeNull();
    expect(validateEmail('first.last+tag@mail.acme.co.uk')).toBeNull();
  });

  it('rejects spaces and missing parts', () => {
    expect(validateEmail('some one@acme.test')).toBe('Please enter a valid email address');
    expect(validateEmail('@acme.test')).toBe('Please enter a valid email address');
  });
});

import {
  checkDate,
  dateOfBirthStrings,
  dateProblemMessage,
  daysInMonth,
  fromQueryDate,
  isLeapYear,
  padPart,
  payloadDateToQuery,
  queryDateToPayload,
  sanitizePart,
  shouldAdvance,
  stepPart,
  toPayloadDate,
  toQueryDate,
} from './dateOfBirth';

const now = new Date(2026, 10, 23);
const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('leap years and month lengths', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2000, 1996].map(isLeapYear)).toEqual([true, true, true]);
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('gives February 29 days in a leap year, 28 otherwise, 29 while the year is unknown', () => {
    expect(daysInMonth(2, 2024)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2)).toBe(29);
    expect(daysInMonth(4, 2023)).toBe(30);
    expect(daysInMonth(12, 2023)).toBe(31);
  });
});

describe('checkDate', () => {
  it('accepts 29 February of a leap year and refuses it in a common year', () => {
    expect(checkDate(parts('29', '02', '1988'), {}, now)).toEqual({ valid: true, iso: '1988-02-29' });
    expect(checkDate(parts('29', '02', '2000'), {}, now)).toEqual({ valid: true, iso: '2000-02-29' });
    expect(checkDate(parts('29', '02', '1989'), {}, now)).toEqual({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('29', '02', '1900'), {}, now)).toEqual({ valid: false, problem: 'invalid' });
  });

  it('refuses days beyond the month and months beyond 12', () => {
    expect(checkDate(parts('31', '04', '1990'), {}, now)).toMatchObject({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('32', '01', '1990'), {}, now)).toMatchObject({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('00', '01', '1990'), {}, now)).toMatchObject({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('10', '13', '1990'), {}, now)).toMatchObject({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('10', '00', '1990'), {}, now)).toMatchObject({ valid: false, problem: 'invalid' });
  });

  it('says required when empty and invalid when partial', () => {
    expect(checkDate(parts('', '', ''), {}, now)).toEqual({ valid: false, problem: 'required' });
    expect(checkDate(parts('14', '03', ''), {}, now)).toEqual({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('14', '03', '199'), {}, now)).toEqual({ valid: false, problem: 'invalid' });
    expect(checkDate(parts('', '03', '1990'), {}, now)).toEqual({ valid: false, problem: 'invalid' });
  });

  it('accepts one-digit days and months and pads them in the ISO date', () => {
    expect(checkDate(parts('4', '3', '1990'), {}, now)).toEqual({ valid: true, iso: '1990-03-04' });
  });

  it('keeps a 4-digit year between minYear and maxYear when both are set', () => {
    const limits = { minYear: 1900, maxYear: 2026 };
    expect(checkDate(parts('01', '01', '1900'), limits, now)).toMatchObject({ valid: true });
    expect(checkDate(parts('31', '12', '2026'), limits, now)).toMatchObject({ valid: true });
    expect(checkDate(parts('31', '12', '1899'), limits, now)).toEqual({ valid: false, problem: 'outOfRange' });
    expect(checkDate(parts('01', '01', '2027'), limits, now)).toEqual({ valid: false, problem: 'outOfRange' });
  });

  it('with only maxYear, keeps the year between the current year and maxYear', () => {
    const limits = { maxYear: 2030 };
    expect(checkDate(parts('01', '01', '2026'), limits, now)).toMatchObject({ valid: true });
    expect(checkDate(parts('01', '01', '2030'), limits, now)).toMatchObject({ valid: true });
    expect(checkDate(parts('01', '01', '2025'), limits, now)).toEqual({ valid: false, problem: 'outOfRange' });
    expect(checkDate(parts('01', '01', '2031'), limits, now)).toEqual({ valid: false, problem: 'outOfRange' });
  });

  it('words each problem in the spec’s messages', () => {
    expect(dateProblemMessage('required')).toBe('Date of birth is required');
    expect(dateProblemMessage('outOfRange')).toBe('This date of birth is not valid');
    expect(dateProblemMessage('invalid')).toBe(dateOfBirthStrings.invalidDate);
    expect(dateOfBirthStrings.noMatch).toBe('This date does not match our records');
    expect(dateOfBirthStrings.hint).toBe('e.g. 28 08 1978');
  });
});

describe('typing', () => {
  it('keeps digits only, at most 2 for day and month and 4 for the year', () => {
    expect(sanitizePart('day', '1a2b3')).toBe('12');
    expect(sanitizePart('month', '-7')).toBe('7');
    expect(sanitizePart('year', '19901')).toBe('1990');
  });

  it('pads a day or month to 2 digits on blur, and leaves the year and empty fields alone', () => {
    expect(padPart('day', '3')).toBe('03');
    expect(padPart('month', '9')).toBe('09');
    expect(padPart('day', '12')).toBe('12');
    expect(padPart('day', '')).toBe('');
    expect(padPart('day', '0')).toBe('0');
    expect(padPart('year', '199')).toBe('199');
  });

  it('advances focus when a field is full or cannot take another digit', () => {
    expect(shouldAdvance('day', '28')).toBe(true);
    expect(shouldAdvance('day', '4')).toBe(true);
    expect(shouldAdvance('day', '3')).toBe(false);
    expect(shouldAdvance('month', '2')).toBe(true);
    expect(shouldAdvance('month', '1')).toBe(false);
    expect(shouldAdvance('year', '199')).toBe(false);
    expect(shouldAdvance('year', '1990')).toBe(true);
  });
});

describe('arrow keys', () => {
  it('step the day within the month, wrapping, with February following the year', () => {
    expect(stepPart('day', parts('28', '02', '2024'), 1)).toBe('29');
    expect(stepPart('day', parts('28', '02', '2023'), 1)).toBe('01');
    expect(stepPart('day', parts('01', '04', '2023'), -1)).toBe('30');
    expect(stepPart('day', parts('', '', ''), 1)).toBe('01');
    expect(stepPart('day', parts('', '', ''), -1)).toBe('31');
  });

  it('step the month 1-12, wrapping', () => {
    expect(stepPart('month', parts('', '12', ''), 1)).toBe('01');
    expect(stepPart('month', parts('', '01', ''), -1)).toBe('12');
    expect(stepPart('month', parts('', '5', ''), 1)).toBe('06');
  });

  it('step the year inside the limits', () => {
    const limits = { minYear: 1900, maxYear: 2026 };
    expect(stepPart('year', parts('', '', '2026'), 1, limits, now)).toBe('2026');
    expect(stepPart('year', parts('', '', '1990'), -1, limits, now)).toBe('1989');
    expect(stepPart('year', parts('', '', ''), -1, limits, now)).toBe('2026');
  });
});

describe('date forms', () => {
  it('writes DD/MM/YYYY for payloads and DD-MM-YYYY for the reset route’s query', () => {
    expect(toPayloadDate(parts('4', '3', '1990'))).toBe('04/03/1990');
    expect(toQueryDate(parts('14', '03', '1990'))).toBe('14-03-1990');
  });

  it('converts between the query and payload forms both ways', () => {
    expect(queryDateToPayload('14-03-1990')).toBe('14/03/1990');
    expect(payloadDateToQuery('14/03/1990')).toBe('14-03-1990');
    expect(payloadDateToQuery(queryDateToPayload('29-02-2000')!)).toBe('29-02-2000');
    expect(fromQueryDate('14-03-1990')).toEqual(parts('14', '03', '1990'));
  });

  it('refuses other forms', () => {
    expect(queryDateToPayload('14/03/1990')).toBeNull();
    expect(queryDateToPayload('1990-03-14')).toBeNull();
    expect(queryDateToPayload(null)).toBeNull();
    expect(payloadDateToQuery('14-03-1990')).toBeNull();
    expect(fromQueryDate('1-3-1990')).toBeNull();
  });
});

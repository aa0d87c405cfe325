import { lifeEventFormSchema, lifeEventMessages } from '@portal/contract/life-events';
import { formatDate } from '../../format/dates';
import { formFieldOf, todayInLondon } from './lifeEventForm';

const types = [{ id: 'birth', windowDays: 60 }];
const schema = lifeEventFormSchema(types, '2026-11-24', formatDate);
const errorsOf = (values: { lifeEventTypeId: string; eventDate: string }) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

test('the type and the date are required, and the date must be a real day', () => {
  expect(errorsOf({ lifeEventTypeId: '', eventDate: '' })).toEqual({
    lifeEventTypeId: lifeEventMessages.typeRequired,
    eventDate: lifeEventMessages.dateRequired,
  });
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-02-31' })).toEqual({
    eventDate: lifeEventMessages.dateInvalid,
  });
  expect(errorsOf({ lifeEventTypeId: 'adoption', eventDate: '2026-11-01' })).toEqual({
    lifeEventTypeId: lifeEventMessages.typeUnknown,
  });
});

test("the date is judged by the chosen type's window, as the api judges it", () => {
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-11-24' })).toEqual({});
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-12-24' })).toEqual({});
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-12-25' })).toEqual({
    eventDate: lifeEventMessages.tooFarAhead('24 December 2026'),
  });
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-09-25' })).toEqual({});
  expect(errorsOf({ lifeEventTypeId: 'birth', eventDate: '2026-09-24' })).toEqual({
    eventDate: lifeEventMessages.tooLate('23 November 2026'),
  });
});

test('payload errors land on the fields the form has', () => {
  expect(formFieldOf('eventDate')).toBe('eventDate');
  expect(formFieldOf('lifeEventTypeId')).toBe('lifeEventTypeId');
  expect(formFieldOf(null)).toBeNull();
  expect(formFieldOf('somethingElse')).toBeNull();
});

test('today is the UK calendar day, whatever the browser’s zone', () => {
  expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
});

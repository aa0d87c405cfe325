import { fromGlobalId, toGlobalId } from './global-id.js';

test('global ids round-trip and reject garbage', () => {
  expect(fromGlobalId(toGlobalId('Client', 42))).toEqual({ type: 'Client', id: '42' });
  expect(fromGlobalId('bm9wZQ')).toBeNull();
  expect(fromGlobalId('')).toBeNull();
});

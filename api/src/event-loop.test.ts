import { nextTurn, timeSlices } from './event-loop.js';

test('a pause within the slice costs nothing: no promise, no turn', () => {
  expect(timeSlices(60_000).pause()).toBeUndefined();
});

test('a pause past the slice leaves a turn: what was due runs first, then the slice starts again', async () => {
  const slices = timeSlices(0);
  const order: string[] = [];
  setImmediate(() => order.push('other work'));
  await slices.pause();
  order.push('long work');
  expect(order).toEqual(['other work', 'long work']);
});

test('the next turn comes after I/O callbacks and immediates already queued', async () => {
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  await nextTurn();
  expect(ran).toBe(true);
});

import { PROGRESS_MINIMUM, trickle } from './progress';

describe('trickle', () => {
  it('never goes below the minimum', () => {
    expect(trickle(0)).toBeGreaterThan(PROGRESS_MINIMUM);
    expect(PROGRESS_MINIMUM).toBe(0.08);
  });

  it('always grows and never reaches 1', () => {
    let progress = PROGRESS_MINIMUM;
    for (let i = 0; i < 500; i += 1) {
      const next = trickle(progress);
      expect(next).toBeGreaterThanOrEqual(progress);
      progress = next;
    }
    expect(progress).toBeLessThan(1);
    expect(progress).toBeGreaterThan(0.9);
  });
});

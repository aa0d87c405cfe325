import { QueryRetention } from './preload';

function reference() {
  return {
    disposed: false,
    dispose() {
      this.disposed = true;
    },
  };
}

test('a reference is disposed once a committed navigation no longer renders it', () => {
  const retention = new QueryRetention();
  const shell = reference();
  const home = reference();
  retention.track(shell);
  retention.track(home);
  retention.release(new Set([shell, home]));
  expect([shell.disposed, home.disposed]).toEqual([false, false]);

  // The next navigation reloads the shell and shows the dashboard instead of home.
  const shellAgain = reference();
  const dashboard = reference();
  retention.track(shellAgain);
  retention.track(dashboard);
  retention.release(new Set([shellAgain, dashboard]));
  expect([shell.disposed, home.disposed, shellAgain.disposed, dashboard.disposed]).toEqual([true, true, false, false]);
  expect(retention.size).toBe(2);
});

test('a navigation still loading keeps its references; an interrupted one loses them', () => {
  const retention = new QueryRetention();
  const shown = reference();
  retention.track(shown);
  retention.release(new Set([shown]));

  const interrupted = reference();
  retention.track(interrupted);
  const committed = reference();
  retention.track(committed);
  const loading = reference();
  retention.track(loading);
  // React commits the second navigation while a third is still loading.
  retention.release(new Set([committed]));
  expect([shown.disposed, interrupted.disposed, committed.disposed, loading.disposed]).toEqual([
    true,
    true,
    false,
    false,
  ]);
});

/**
 * Resolves in a later task, so the browser can run what waits (input, a paint) in between. Work that
 * would otherwise make one long task on a phone's main thread is split with it: Lighthouse counts
 * each task's time past 50 ms, at four times this machine's time, as blocking.
 *
 * A message to itself, as React's scheduler yields, rather than a timer: a tab in the background
 * holds timers back to once a second, and the idle logout navigates there.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

// The app's entry, importing only what must run before the first paint. A page that came with the
// login page's HTML (shell/staticPage.ts) paints it first: the app's modules (React, the router,
// Chakra; most of a second of a phone's main thread) are fetched and run once the browser has shown
// it. Without that HTML, index.html preloads them (vite.config.ts) and they run at once.
import { hasStaticPage, holdStaticPage } from './shell/staticPage';

// What is done on the page before the app runs (a press of a button, typing) is kept for it.
const staticPage = hasStaticPage();
if (staticPage) holdStaticPage();

/**
 * Once the browser has shown the page's first frame (its first-contentful-paint entry, which comes
 * when the frame is on screen, not when it is recorded), or at once in a tab in the background,
 * which paints nothing; at most a second, should no entry ever come.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 1000);
  });

void (staticPage ? painted() : Promise.resolve()).then(() => import('./app'));

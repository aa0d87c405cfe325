// What jsdom lacks and the components use: the router encodes text; Chakra's (Ark's) dialogs,
// menus and scroll areas measure the page and watch its size (each stand-in does nothing, as a
// still page would).
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

class StillObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

globalThis.ResizeObserver ??= StillObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= StillObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// findBy and waitFor wait for what a person would see; a debounce (250 or 500 ms) or the
// modal's 300 ms close on a busy shared machine can take longer than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// Chakra's global style sheet as the build serialised it (web/chakraGlobalStyles.ts), in a module of
// its own: a page whose HTML carries the sheet already (the login page's) never fetches these 26 KB.

/** The sheet in emotion's serialised form, which its `Global` takes as it is. */
export interface GlobalSheet {
  name: string;
  styles: string;
}

declare const __CHAKRA_GLOBAL_STYLES__: GlobalSheet | undefined;

/** The build's sheet; null in tests and in development, where the system makes its own. */
export const builtSheet: GlobalSheet | null =
  typeof __CHAKRA_GLOBAL_STYLES__ === 'undefined' ? null : __CHAKRA_GLOBAL_STYLES__;

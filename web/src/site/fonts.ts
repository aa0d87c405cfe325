// The four families a client theme may choose, at the spec's weights (300, 400, 500, 700), served
// from our own origin by @fontsource so no request leaves for a font CDN.
import '@fontsource/open-sans/300.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/500.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto-slab/300.css';
import '@fontsource/roboto-slab/400.css';
import '@fontsource/roboto-slab/500.css';
import '@fontsource/roboto-slab/700.css';
import '@fontsource/inter/300.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';

export const FONT_FAMILIES = ['Open Sans', 'Roboto', 'Roboto Slab', 'Inter'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

// The brand families' faces (site/fonts.ts), written by the build rather than imported from
// @fontsource's style sheets: those are 144 @font-face rules (134 KB, 55 KB gzip) in a style sheet
// that blocked the first paint, and their latin files carry glyphs the portal's text never uses.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The four families a client theme may choose, and their @fontsource packages. */
const FAMILIES = [
  ['Open Sans', 'open-sans'],
  ['Roboto', 'roboto'],
  ['Roboto Slab', 'roboto-slab'],
  ['Inter', 'inter'],
] as const;

/** The weights the screens use (Chakra's normal, medium and bold; semibold is drawn with bold). */
const WEIGHTS = [400, 500, 700] as const;

/**
 * What the portal's own words are written with: printable ASCII, the no-break space, and the
 * typography of its copy (£, ©, ·, quotes, dashes, the ellipsis, the bullet, €). Every face of this
 * subset is 40-60 % of @fontsource's latin file.
 */
const UI_TEXT = `${Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('')}\u00a0£©·‘’“”–—…•€`;
const UI_RANGE = 'U+0000-007E,U+00A0,U+00A3,U+00A9,U+00B7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC';

/**
 * People's names and what clients type can hold any latin letter: @fontsource's latin and
 * latin-ext files cover the rest of their ranges, fetched only by a page with such a character.
 */
const WIDER_SUBSETS = ['latin', 'latin-ext'] as const;

/** The default brand's family, which a first visit paints with until its site's theme answers. */
const DEFAULT_FAMILY = 'open-sans';

const require = createRequire(import.meta.url);
const packageDirectory = (name: string) => dirname(require.resolve(`@fontsource/${name}/package.json`));

function rangeOf(name: string, subset: string, weight: number): string {
  const sheet = readFileSync(join(packageDirectory(name), `${weight}.css`), 'utf8');
  const rule = sheet.split(`/* ${name}-${subset}-${weight}-normal */`)[1];
  const range = rule?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`@fontsource/${name} has no ${subset} face at ${weight}`);
  return range.trim();
}

type Span = [number, number];

const parseRange = (range: string): Span[] =>
  range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });

const printRange = (spans: Span[]) =>
  spans
    .map(
      ([from, to]) =>
        `U+${from.toString(16).toUpperCase().padStart(4, '0')}${to > from ? `-${to.toString(16).toUpperCase().padStart(4, '0')}` : ''}`,
    )
    .join(',');

/**
 * A wider face's range less the subset's characters. `document.fonts.load` fetches every face whose
 * range holds its text, not only the one that would draw it: overlapping ranges had a first visit
 * fetch the default brand's latin files beside its subsets.
 */
function without(range: string, taken: Span[]): string {
  let spans = parseRange(range);
  for (const [from, to] of taken)
    spans = spans.flatMap(([start, end]): Span[] =>
      end < from || start > to
        ? [[start, end]]
        : (
            [
              [start, from - 1],
              [to + 1, end],
            ] as Span[]
          ).filter(([a, b]) => a <= b),
    );
  return printRange(spans);
}

const face = (family: string, weight: number, url: string, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`;

/**
 * Inlines the faces and their metric-matched fallbacks (src/site/font-fallbacks.css) into
 * index.html, so no style sheet stands between the HTML and the first paint, and preloads the
 * default brand's subset faces (the gateway swaps them for the faces of the site's own brand). Built pages get the subsets as hashed assets; the development
 * server points at @fontsource's latin files.
 */
export function brandFonts(): Plugin {
  let build = false;
  let css = '';
  const preloads: string[] = [];
  return {
    name: 'portal:brand-fonts',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      const rules: string[] = [];
      const files: Record<string, Record<number, string>> = {};
      preloads.length = 0;
      const asset = (fileName: string, source: Buffer) => {
        if (!build) return '';
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const name = `assets/${fileName}-${hash}.woff2`;
        this.emitFile({ type: 'asset', fileName: name, source });
        return `/${name}`;
      };
      for (const [family, name] of FAMILIES) {
        for (const weight of WEIGHTS) {
          const fileOf = (subset: string) =>
            join(packageDirectory(name), 'files', `${name}-${subset}-${weight}-normal.woff2`);
          for (const subset of WIDER_SUBSETS) {
            const file = fileOf(subset);
            const url = build ? asset(`${name}-${subset}-${weight}-normal`, readFileSync(file)) : `/@fs${file}`;
            rules.push(face(family, weight, url, without(rangeOf(name, subset, weight), parseRange(UI_RANGE))));
          }
          const latin = fileOf('latin');
          const url = build
            ? asset(`${name}-ui-${weight}`, await subsetFont(readFileSync(latin), UI_TEXT, { targetFormat: 'woff2' }))
            : `/@fs${latin}`;
          rules.push(face(family, weight, url, UI_RANGE));
          (files[family] ??= {})[weight] = url;
          if (name === DEFAULT_FAMILY) preloads.push(url);
        }
      }
      const fallbacks = readFileSync(new URL('./src/site/font-fallbacks.css', import.meta.url), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*\n\s*/g, '');
      css = `${fallbacks}${rules.join('')}`;
      // For the gateway, which preloads the faces of the brand a page is for (http/web-app.ts).
      if (build)
        this.emitFile({ type: 'asset', fileName: '.vite/brand-fonts.json', source: JSON.stringify(files, null, 2) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.endsWith('index.html')) return [];
        return [
          { tag: 'style', children: css, injectTo: 'head' as const },
          ...(build ? preloads : []).map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href, 'data-brand-font': true },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

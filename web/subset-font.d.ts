// subset-font ships no types: the one call the build makes (brandFonts.ts).
declare module 'subset-font' {
  function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Buffer>;
  export = subsetFont;
}

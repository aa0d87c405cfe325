// Jest's transform for the web app: the graphql`` tags become imports of relay-compiler's
// artifacts (babel-plugin-relay, as the Vite build does in vite.config.ts), then @swc/jest turns
// the TypeScript into JavaScript as for every other workspace. Only files with a tag pay for
// the Babel pass.
const path = require('node:path');
const { transformSync } = require('@babel/core');
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const artifactDirectory = path.join(__dirname, '../src/__generated__');

function withRelay(source, filename) {
  if (!source.includes('graphql`')) return source;
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]],
  });
  return result?.code ?? source;
}

module.exports = {
  createTransformer(swcOptions) {
    const swc = createSwcTransformer(swcOptions);
    return {
      canInstrument: swc.canInstrument,
      getCacheKey: (source, filename, options) => `relay:${swc.getCacheKey(source, filename, options)}`,
      process: (source, filename, options) => swc.process(withRelay(source, filename), filename, options),
      processAsync: (source, filename, options) => swc.processAsync(withRelay(source, filename), filename, options),
    };
  },
};

// Style sheets mean nothing to jsdom: a module that imports one (site/fonts.ts) loads this instead.
module.exports = {};

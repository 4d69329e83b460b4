// @nestjs/throttler ships CommonJS that `require`s the ESM-only @nestjs/common and @nestjs/core 12.
// Node >= 20.19 loads that (require(esm)); Jest's module registry does so only on Node >= 24.9. This
// transform, applied to that package alone, points those requires at the ESM modules the test file
// already loaded (esm-for-cjs.ts), so the tests run the package's real code against the same Nest.
const ESM_ONLY = ['@nestjs/common', '@nestjs/core'];
const REQUIRE = /require\("(@nestjs\/(?:common|core))"\)/g;

module.exports = {
  process(source) {
    return {
      code: source.replace(REQUIRE, (call, name) =>
        ESM_ONLY.includes(name) ? `globalThis[Symbol.for('jest.esmForCjs')][${JSON.stringify(name)}]` : call,
      ),
    };
  },
};

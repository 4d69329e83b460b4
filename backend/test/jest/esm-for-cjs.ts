// Runs before each test file, in the test's own module registry: the NestJS modules that CommonJS
// packages require (see cjs-requires-esm.cjs) are handed over from here, so both sides share one copy.
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

(globalThis as Record<symbol, unknown>)[Symbol.for('jest.esmForCjs')] = {
  '@nestjs/common': common,
  '@nestjs/core': core,
};

// ESM + SWC: NestJS 12 is ESM-only, so Jest runs with --experimental-vm-modules (see package.json).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swc, '/node_modules/@nestjs/throttler/.+\\.js$': '<rootDir>/test/jest/cjs-requires-esm.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/throttler/)'],
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup-env.ts', '<rootDir>/test/jest/esm-for-cjs.ts'],
};

export default {
  // Per-project testTimeout is ignored by Jest; app start-up on a busy 2-core machine can take seconds.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
    },
  ],
};

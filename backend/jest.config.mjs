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
  // Under --experimental-vm-modules every test file loads its own copy of the app's module graph
  // (NestJS, TypeORM, ...), and a process keeps them: an e2e file adds 200-250 MB. In one process
  // (in band, which Jest picks by itself with a single worker, as on 2 cores) the heap reaches
  // gigabytes and the collector's pauses made files take 10-20 times as long as alone (the SQLite
  // run 844 s). Setting a limit makes Jest always use workers and start a fresh one whenever a
  // worker holds more than this after a file: the same run takes 314 s.
  workerIdleMemoryLimit: '1GB',
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

/** Unit specs beside the code, service specs in test/service (services on the real database), API specs in test/api; each run gets its own databases. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }] },
  testMatch: [
    '<rootDir>/server/src/**/*.spec.ts',
    '<rootDir>/test/unit/**/*.spec.ts',
    '<rootDir>/test/service/**/*.spec.ts',
    '<rootDir>/test/api/**/*.spec.ts',
  ],
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
  testTimeout: 30000,
  maxWorkers: 2,
};

import { defineRemoteConfig } from '../shared/build/federation.ts';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(
  defineRemoteConfig({
    name: 'public',
    port: 3101,
    configUrl: import.meta.url,
    dependencies: pkg.dependencies,
    firstPage: './src/features/home/HomePage.tsx',
  }),
);

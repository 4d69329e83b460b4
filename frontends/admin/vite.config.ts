import { defineRemoteConfig } from '../shared/build/federation.ts';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(defineRemoteConfig({ name: 'admin', port: 3103, configUrl: import.meta.url, dependencies: pkg.dependencies }));

import { defineRemoteConfig } from '../shared/build/federation.ts';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

export default defineConfig(defineRemoteConfig({ name: 'agent', port: 3102, configUrl: import.meta.url, dependencies: pkg.dependencies }));

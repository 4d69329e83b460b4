import { defineConfig } from 'vitest/config';
import { defineTestConfig } from '../shared/build/vitest.ts';

export default defineConfig(defineTestConfig(import.meta.url));

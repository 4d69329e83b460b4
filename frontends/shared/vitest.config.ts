import { defineConfig } from 'vitest/config';
import { defineTestConfig } from './build/vitest.ts';

export default defineConfig(defineTestConfig(import.meta.url));

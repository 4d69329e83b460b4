// Admin pages open the realtime socket (through AdminLayout). Tests get a quiet stand-in unless a
// spec mocks socket.io-client itself.
import { vi } from 'vitest';

vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

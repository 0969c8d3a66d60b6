import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered (vitest runs without globals, so testing-library cannot do it by itself).
afterEach(() => cleanup());

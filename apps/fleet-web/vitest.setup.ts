import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered and forget the stored session between tests.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

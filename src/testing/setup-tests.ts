import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetAllStores } from '@/stores/registry';

afterEach(() => {
  cleanup();
  resetAllStores();
  sessionStorage.clear();
  localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetAllStores } from '@/stores/registry';

afterEach(() => {
  cleanup();
  resetAllStores();
  sessionStorage.clear();
  localStorage.clear();
});

// Reading a PDF (pdf.js) puts canvas classes on the global object when there is no canvas; the DOM files
// share one jsdom, so each file leaves the globals as it found them.
const CANVAS_GLOBALS = ['DOMMatrix', 'ImageData', 'Path2D'] as const;
const canvasBefore = CANVAS_GLOBALS.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
afterAll(() => {
  CANVAS_GLOBALS.forEach((name, index) => {
    const before = canvasBefore[index];
    if (before) Object.defineProperty(globalThis, name, before);
    else Reflect.deleteProperty(globalThis, name);
  });
});

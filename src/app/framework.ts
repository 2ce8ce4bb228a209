/**
 * React DOM, made ready where it is bundled: this module is in the `react-dom`
 * chunk (vite.config.ts), so the library's set-up runs when that chunk is
 * evaluated, in a task of its own before the app's entry (the page starts the
 * chunks one task at a time: scripts/lib/entry-after-paint.mjs). Imported
 * from the entry instead, the set-up ran in the entry's evaluation, one long
 * task with the rest of the app's first code.
 */
export { createRoot } from 'react-dom/client';

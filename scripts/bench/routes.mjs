// The screens the performance budgets cover (docs/performance.md),
// each with the key its figures are reported under and the seeded page that
// stands for it (scripts/seed.mjs: public profile `ana`, public trip
// `lisbon-food-and-fado`).
export const ROUTES = [
  { key: '/', path: '/' },
  { key: '/{username}', path: '/ana' },
  { key: '/explore', path: '/explore' },
  { key: '/trip/{id}', path: '/trip/lisbon-food-and-fado' },
];

/** Requests the benchmark's browsers may make: this machine only. */
export const LOCAL_URL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;


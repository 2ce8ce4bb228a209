/**
 * A shared profile link must paint within the first-paint budget (docs/performance.md):
 * the screen's chunk may reach the Firebase services only through dynamic
 * import(), so Firestore arrives after the skeleton is on screen. Type-only
 * imports vanish at build time and are fine.
 */
const sources = import.meta.glob<string>(
  ['/src/features/profiles/**/*.{ts,tsx}', '!/src/features/profiles/**/__tests__/**', '/src/app/routes/public-profile.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

const FIREBASE = /^(?:@\/services\/firebase\/|firebase(?:\/|$)|@firebase\/)/;
const SDK = /^(?:firebase(?:\/|$)|@firebase\/)/;
/** Service modules the screen may import statically: they load no Firebase SDK (checked below). */
const SDK_FREE = new Set(['@/services/firebase/collections/public-prefetch']);
const sdkFreeSources = import.meta.glob<string>(
  [
    '/src/services/firebase/collections/public-prefetch.ts',
    '/src/services/firebase/collections/public-queries.ts',
    '/src/services/firebase/rest.ts',
    '/src/services/firebase/app.ts',
    '/src/services/firebase/errors.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s+['"]([^'"]+)['"]/gm;

function staticFirebaseImports(text: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, specifier = ''] of text.matchAll(STATIC_IMPORT)) {
    if (!typeOnly && FIREBASE.test(specifier) && !SDK_FREE.has(specifier)) found.push(specifier);
  }
  for (const [, specifier = ''] of text.matchAll(SIDE_EFFECT_IMPORT)) {
    if (FIREBASE.test(specifier)) found.push(specifier);
  }
  return found;
}

describe('the public profile screen and the first-paint budget', () => {
  const files = Object.entries(sources);

  it('reads the route module and the feature', () => {
    expect(files.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        '/src/app/routes/public-profile.tsx',
        '/src/features/profiles/api/service.ts',
        '/src/features/profiles/components/public-profile.tsx',
      ]),
    );
  });

  it.each(files)('%s imports no Firebase service statically', (_name, text) => {
    expect(staticFirebaseImports(text)).toEqual([]);
  });

  it.each(Object.entries(sdkFreeSources))('%s, which the screen may import early, imports no SDK statically', (_name, text) => {
    const sdkImports = [...text.matchAll(STATIC_IMPORT)]
      .filter(([, typeOnly, specifier = '']) => !typeOnly && SDK.test(specifier))
      .map(([, , specifier]) => specifier);
    expect(sdkImports).toEqual([]);
  });

  it('reaches the collection modules through import() only', () => {
    const services = sources['/src/features/profiles/api/service.ts'] ?? '';
    expect(services).toContain("import('@/services/firebase/collections/users')");
    expect(services).toContain("import('@/services/firebase/collections/itineraries')");
  });

  it('tells a static import from a type-only one', () => {
    expect(
      staticFirebaseImports(
        "import { follow } from '@/services/firebase/collections/users';\n" +
          "import type { Profile } from '@/services/firebase/collections/users';\n" +
          "import 'firebase/firestore';",
      ),
    ).toEqual(['@/services/firebase/collections/users', 'firebase/firestore']);
  });
});

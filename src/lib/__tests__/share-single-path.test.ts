/** Every source file of the app (tests aside), as text. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/__tests__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('one way to share and copy', () => {
  it('only src/lib/share.ts calls the share sheet or the clipboard', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const callers = Object.entries(sources)
      .filter(([, text]) => /navigator\.share|navigator\.clipboard|\.writeText\(|execCommand\(['"]copy/.test(text))
      .map(([path]) => path);
    expect(callers).toEqual(['/src/lib/share.ts']);
  });
});

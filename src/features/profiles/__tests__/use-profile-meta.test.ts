import { renderHook } from '@testing-library/react';
import { useProfileMeta } from '../hooks/use-profile-meta';
import { aProfile } from '@/testing/builders';

const meta = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.querySelectorAll('meta[property^="og:"]').forEach((element) => element.remove());
});

describe('useProfileMeta', () => {
  it('titles the page with the username while loading, and sets no Open Graph tags yet', () => {
    document.title = 'Wayfare';
    const { unmount } = renderHook(() => useProfileMeta('ana', undefined));
    expect(document.title).toBe('@ana · Wayfare');
    expect(meta('og:title')).toBeNull();
    unmount();
    expect(document.title).toBe('Wayfare');
  });

  it('describes a profile without a bio with a default, and sets no image without a photo', () => {
    const profile = aProfile({ id: 'u1', username: 'ben', displayName: 'Ben Okafor', bio: null, photoURL: null });
    renderHook(() => useProfileMeta('ben', profile));
    expect(document.title).toBe('Ben Okafor (@ben) · Wayfare');
    expect(meta('og:description')).toBe('Public trips and travel plans by Ben Okafor on Wayfare.');
    expect(meta('og:image')).toBeNull();
  });

  it('keeps an absolute photo URL as it is, and updates the tags when the profile changes', () => {
    const first = aProfile({
      id: 'u1',
      username: 'ana',
      displayName: 'Ana Costa',
      photoURL: 'https://cdn.example/ana.jpg',
    });
    const { rerender, unmount } = renderHook(({ profile }) => useProfileMeta('ana', profile), {
      initialProps: { profile: first },
    });
    expect(meta('og:image')).toBe('https://cdn.example/ana.jpg');

    rerender({ profile: { ...first, displayName: 'Ana C.', bio: 'Trams.' } });
    expect(meta('og:title')).toBe('Ana C. (@ana) on Wayfare');
    expect(meta('og:description')).toBe('Trams.');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);

    unmount();
    expect(meta('og:title')).toBeNull();
    expect(meta('og:image')).toBeNull();
  });
});

import { useEffect } from 'react';
import { profileUrl } from '@/lib/share';
import type { PublicProfile } from '../types';

type MetaProperty = 'og:title' | 'og:description' | 'og:image' | 'og:url' | 'og:type';

/** Sets `<meta property=...>` in the head; returns how to put back what was there. */
function setMeta(property: MetaProperty, content: string | null): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  const previous = element?.getAttribute('content') ?? null;
  const created = !element;
  if (content === null) {
    if (!element) return () => undefined;
    element.remove();
    const removed = element;
    return () => document.head.append(removed);
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute('property', property);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
    else target.removeAttribute('content');
  };
}

/** The page's title and Open Graph tags for a profile. */
export function profileMeta(profile: PublicProfile, origin: string): Record<MetaProperty, string | null> & { title: string } {
  return {
    title: `${profile.displayName} (@${profile.username}) · Wayfare`,
    'og:title': `${profile.displayName} (@${profile.username}) on Wayfare`,
    'og:description': profile.bio?.trim() || `Public trips and travel plans by ${profile.displayName} on Wayfare.`,
    'og:image': profile.photoURL ? new URL(profile.photoURL, origin).href : null,
    'og:url': profileUrl(origin, profile.username),
    'og:type': 'profile',
  };
}

/**
 * While the profile loads the title names the username; once loaded, the
 * title and the Open Graph tags name the person. Everything is put back when
 * the screen goes.
 */
export function useProfileMeta(username: string, profile: PublicProfile | null | undefined) {
  const loaded = profile ?? null;
  const origin = window.location.origin;
  const meta = loaded ? profileMeta(loaded, origin) : null;
  const title = meta?.title ?? `@${username} · Wayfare`;
  const ogTitle = meta?.['og:title'] ?? null;
  const ogDescription = meta?.['og:description'] ?? null;
  const ogImage = meta?.['og:image'] ?? null;
  const ogUrl = meta?.['og:url'] ?? null;
  const ogType = meta?.['og:type'] ?? null;

  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (ogTitle === null) return undefined;
    const restores = [
      setMeta('og:title', ogTitle),
      setMeta('og:description', ogDescription),
      setMeta('og:image', ogImage),
      setMeta('og:url', ogUrl),
      setMeta('og:type', ogType),
    ];
    return () => {
      for (const restore of restores.reverse()) restore();
    };
  }, [ogTitle, ogDescription, ogImage, ogUrl, ogType]);
}

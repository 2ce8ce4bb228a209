/** The size of the photo in a profile's header (CSS px). */
export const AVATAR_SIZE = 112;

interface ProfileAvatarProps {
  name: string;
  photoURL: string | null;
  size: number;
  /** The photo's alt text: the person's name where the photo stands for them, '' where the name is beside it. */
  alt: string;
  className?: string;
  priority?: boolean;
}

/** A person's photo, or their initial on a coloured disc when there is none. */
export function ProfileAvatar({ name, photoURL, size, alt, className = '', priority = false }: ProfileAvatarProps) {
  if (photoURL) {
    return (
      <img
        className={`avatar ${className}`}
        src={photoURL}
        alt={alt}
        width={size}
        height={size}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    );
  }
  return (
    <span
      className={`avatar avatar--initial ${className}`}
      style={{ fontSize: size / 2.5 }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}

/** The photo (or initial) heading a profile: the loaded header and the server-painted skeleton show the same. */
export function ProfileHeaderPhoto({ name, photoURL }: { name: string; photoURL: string | null }) {
  return <ProfileAvatar className="profile-header__photo" name={name} photoURL={photoURL} size={AVATAR_SIZE} alt={name} priority />;
}

interface PersonAvatarProps {
  name: string;
  photoURL: string | null;
  size?: number;
}

/** A person's photo, or their initial on a disc. Decorative: the name is always written beside it. */
export function PersonAvatar({ name, photoURL, size = 40 }: PersonAvatarProps) {
  if (photoURL) {
    return <img className="avatar" src={photoURL} alt="" width={size} height={size} decoding="async" loading="lazy" />;
  }
  return (
    <span
      className="avatar avatar--initial"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}

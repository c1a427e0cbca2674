import { Avatar, type AvatarProps } from '@fluentui/react-components';

/** Props of {@link AccountAvatar}. */
export interface AccountAvatarProps {
  readonly url: string;
  readonly penName: string | null;
  readonly size?: AvatarProps['size'];
}

/**
 * The author's picture, or the first character of the pen name on a
 * coloured disc when there is none (or it fails to load). Fluent derives
 * initials from Latin names only, so the character is given outright: 墨
 * for 墨染青衣. Each upload has its own URL, so a new picture is never the
 * browser's cached old one.
 */
export function AccountAvatar({ url, penName, size = 72 }: AccountAvatarProps) {
  const name = penName?.trim() ?? '';
  const initial = Array.from(name)[0]?.toUpperCase() ?? '';
  return (
    <Avatar
      size={size}
      name={name}
      initials={initial || undefined}
      color="colorful"
      image={url ? { src: url, alt: '' } : undefined}
    />
  );
}

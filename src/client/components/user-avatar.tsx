import { useLingui } from '@lingui/react/macro';
import { responsiveImage } from '#client/responsive-image.ts';

/** The picture of someone without a photo of their own. */
export const DEFAULT_AVATAR = '/images/avatar.svg';

export function UserAvatar({
  photo,
  name,
  size = 40,
}: {
  photo: string | null;
  name: string;
  size?: number;
}) {
  const { t } = useLingui();
  return (
    <img
      {...responsiveImage(photo || DEFAULT_AVATAR, `${size}px`)}
      alt={photo ? t`${name}'s photo` : t`Default avatar`}
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover ring-2 ring-primary/40"
      style={{ width: size, height: size }}
    />
  );
}

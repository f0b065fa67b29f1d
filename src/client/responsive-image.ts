import { IMAGE_MAX_EDGE, IMAGE_WIDTHS, UPLOADED_IMAGE_PATTERN } from '#contract/image-sizes';

/**
 * The `srcSet` and `sizes` of a picture shown `sizes` wide: uploads are served at each of IMAGE_WIDTHS
 * (`?w=`), so a 40 px avatar loads a 96 px picture, not the upload. Pictures that ship with the site are
 * SVG and keep their one URL.
 */
export function responsiveImage(
  src: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  if (!UPLOADED_IMAGE_PATTERN.test(src)) return { src };
  const srcSet = [...IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`), `${src} ${IMAGE_MAX_EDGE}w`].join(', ');
  return { src, srcSet, sizes };
}

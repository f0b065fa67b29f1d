import {
  acceptedImageTypes,
  IMAGE_FIELD,
  IMAGE_MAX_BYTES,
  uploadImageAnswer,
  type ImageUse,
} from '#contract/images';
import { ApiError, apiUpload } from './api-client';
import { errorMessage } from './errors';

/** For the file input's accept attribute. */
export const IMAGE_ACCEPT = acceptedImageTypes.join(',');
export const IMAGE_TYPE_PROBLEM = 'Choose a JPEG, PNG, WebP or GIF image.';
export const IMAGE_SIZE_PROBLEM = `The image is too large: at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * The server's first checks, made before sending (the server judges the bytes again). The declared type is
 * only a hint here: a renamed text file passes this and the server answers 415.
 */
export function imageFileProblem(file: File): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return IMAGE_TYPE_PROBLEM;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_PROBLEM;
  if (file.size === 0) return 'The file is empty: choose another image.';
  return null;
}

/** Uploads one picture to POST /api/images and answers its display_url. */
export async function uploadImage(
  file: File,
  options: { use?: ImageUse; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) {
    // The same status and field the server would answer, so callers handle one kind of error.
    const status = problem === IMAGE_SIZE_PROBLEM ? 413 : 415;
    throw new ApiError(status, status === 413 ? 'payload_too_large' : 'unsupported_media_type', problem, {
      [IMAGE_FIELD]: problem,
    });
  }
  const form = new FormData();
  form.append(IMAGE_FIELD, file, file.name);
  const { use, ...rest } = options;
  const path = use && use !== 'class' ? `/images?use=${use}` : '/images';
  const answer = await apiUpload(path, form, { schema: uploadImageAnswer, ...rest });
  return answer.data.display_url;
}

/** The text to show beside an image field for any failed upload. */
export function uploadProblem(error: unknown): string {
  if (error instanceof DOMException && error.name === 'AbortError') return 'The upload was cancelled.';
  return errorMessage(error, 'The image could not be uploaded. Please try again.', IMAGE_FIELD);
}

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

const maxMegabytes = IMAGE_MAX_BYTES / 1024 / 1024;
const problems = {
  type: msg`Choose a JPEG, PNG, WebP or GIF image.`,
  size: msg`The image is too large: at most ${maxMegabytes} MB.`,
  empty: msg`The file is empty: choose another image.`,
};

// The English wording of two of the problems, for callers that compare; people read imageFileProblem's, in
// the interface's language.
export const IMAGE_TYPE_PROBLEM = 'Choose a JPEG, PNG, WebP or GIF image.';
export const IMAGE_SIZE_PROBLEM = `The image is too large: at most ${maxMegabytes} MB.`;

/**
 * The server's first checks, made before sending (the server judges the bytes again). The declared type is
 * only a hint here: a renamed text file passes this and the server answers 415.
 */
function fileProblem(file: File): keyof typeof problems | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** What is wrong with the file for an upload, in the interface's language, or null. */
export function imageFileProblem(file: File): string | null {
  const problem = fileProblem(file);
  return problem && i18n._(problems[problem]);
}

/** Uploads one picture to POST /api/images and answers its display_url. */
export async function uploadImage(
  file: File,
  options: { use?: ImageUse; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const problem = fileProblem(file);
  if (problem) {
    // The same status and field the server would answer, so callers handle one kind of error.
    const status = problem === 'size' ? 413 : 415;
    const message = i18n._(problems[problem]);
    throw new ApiError(status, status === 413 ? 'payload_too_large' : 'unsupported_media_type', message, {
      [IMAGE_FIELD]: message,
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
  if (error instanceof DOMException && error.name === 'AbortError')
    return i18n._(msg`The upload was cancelled.`);
  return errorMessage(error, i18n._(msg`The image could not be uploaded. Please try again.`), IMAGE_FIELD);
}

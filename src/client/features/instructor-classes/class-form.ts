import { z } from 'zod/mini';
import { classPrice, classSeats, className } from '#contract/classes';
import { IMAGE_FIELD } from '#contract/images';
import { imageFileProblem } from '#client/upload.ts';

/** The form keeps what was typed; the schema turns it into the numbers the API takes. */
export const priceField = z.pipe(
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Price is required', abort: true }),
      z.regex(/^\d+(\.\d{1,2})?$/, {
        error: 'Price must be a number such as 49.99, with at most two decimals',
        abort: true,
      }),
    ),
    z.transform(Number),
  ),
  classPrice,
);

export const seatsField = z.pipe(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'Available seats is required', abort: true }),
        z.regex(/^\d+$/, { error: 'Available seats must be a whole number', abort: true }),
      ),
    z.transform(Number),
  ),
  classSeats,
);

const imageFile = (required: boolean) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .check(
      z.superRefine((file, ctx) => {
        if (!file) {
          if (required) ctx.issues.push({ code: 'custom', message: 'Image is required', input: file });
          return;
        }
        const problem = imageFileProblem(file);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: file });
      }),
    );

/** Adding and editing take the same fields; only an edit may keep the current image. */
const classForm = (imageRequired: boolean) =>
  z.object({
    name: className,
    price: priceField,
    availableSeats: seatsField,
    image: imageFile(imageRequired),
  });

export const addClassForm = classForm(true);
export const editClassForm = classForm(false);
export type ClassFormInput = z.input<typeof addClassForm>;
export type ClassFormValues = z.output<typeof addClassForm>;
export type ClassFormField = keyof ClassFormInput;

/** The API names the picture `img` (and the upload field `image`); the form calls it `image`. */
export function formFieldOf(apiField: string): ClassFormField | null {
  if (apiField === 'img' || apiField === IMAGE_FIELD) return 'image';
  if (apiField === 'name' || apiField === 'price' || apiField === 'availableSeats') return apiField;
  return null;
}

/** The languages of the home page's flag carousel, in the spec's order (PRODUCT.md corrects two spellings). */
export const LANGUAGE_FLAGS = [
  { caption: 'Chinese', image: 'chinese' },
  { caption: 'Czech', image: 'czech' },
  { caption: 'German', image: 'german' },
  { caption: 'English', image: 'english' },
  { caption: 'French', image: 'french' },
  { caption: 'Italian', image: 'italian' },
  { caption: 'Japanese', image: 'japanese' },
  { caption: 'Portuguese', image: 'portuguese' },
  { caption: 'Spanish', image: 'spanish' },
] as const;

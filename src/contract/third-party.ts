import { z } from 'zod/mini';

const thirdPartyProvider = z.object({
  id: z.string(),
  label: z.string(),
  /** The bundled demo identity provider, not a real outside account. */
  demo: z.boolean(),
});
export type ThirdPartyProvider = z.infer<typeof thirdPartyProvider>;
export const thirdPartyProviders = z.array(thirdPartyProvider);

export const POPUP_MESSAGE = 'stw-third-party-sign-in';
/** The popup's error code when a new account is refused: too many from one address. */
export const TOO_MANY_SIGN_UPS = 'too_many_sign_ups';
export const popupMessage = z.object({
  type: z.literal(POPUP_MESSAGE),
  ok: z.boolean(),
  error: z.optional(z.string()),
});
export type PopupMessage = z.infer<typeof popupMessage>;

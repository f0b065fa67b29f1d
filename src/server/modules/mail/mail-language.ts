import type { UiLocale } from '#contract/ui-locales';
import type { Tx } from '#server/db/transaction';
import { chosenLocales } from './mail.repository.js';

/**
 * The language a mail is written in (docs/decisions/mail-language.md): the one the account chose, else the
 * one of the request the mail is sent from, else English.
 */
export function mailLocale(chosen: UiLocale | null | undefined, ofRequest?: UiLocale): UiLocale {
  return chosen ?? ofRequest ?? 'en';
}

/** The language of a mail to an account, read when the mail is made, in the transaction that queues it. */
export async function accountMailLocale(tx: Tx, userId: string | null | undefined): Promise<UiLocale> {
  if (!userId) return 'en';
  return mailLocale((await chosenLocales(tx, [userId])).get(userId));
}

/** The languages of mails to several accounts, read in one statement. */
export async function accountMailLocales(
  tx: Tx,
  userIds: readonly string[],
): Promise<(userId: string) => UiLocale> {
  const chosen = await chosenLocales(tx, userIds);
  return (userId) => mailLocale(chosen.get(userId));
}

import type { ServerCatalogue } from '#server/i18n/server-messages';

const wait =
  '{unit, select, second {{count, plural, one {# Sekunde} other {# Sekunden}}} other {{count, plural, one {# Minute} other {# Minuten}}}}';

export const de: ServerCatalogue = {
  bad_request: 'Die Anfrage ist ungültig.',
  'bad_request.field': 'Ungültiges Feld {field}: {problem}',
  'bad_request.field_not_accepted': 'Dieses Feld wird nicht angenommen',
  'bad_request.unstorable_text': 'Die Anfrage enthält Zeichen, die wir nicht speichern können.',
  'bad_request.address_not_valid': 'Die Adresse ist ungültig.',
  'bad_request.address_too_long': 'Die Adresse ist zu lang.',
  'bad_request.class_not_free': 'Dieser Kurs ist nicht kostenlos: Bitte bezahle ihn.',
  'bad_request.class_free':
    'Dieser Kurs ist kostenlos: Melde dich ohne Bezahlung an (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'Mit diesem Gutschein ist der Kurs kostenlos: Melde dich ohne Bezahlung an (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'Diese Zahlung wurde nicht auf dieser Website getätigt.',
  'bad_request.payment_for_another_class': 'Diese Zahlung gehört zu einem anderen Kurs.',
  'bad_request.payment_in_another_currency': 'Diese Zahlung ist in einer anderen Währung.',
  unauthorized: 'Bitte melde dich zuerst an.',
  forbidden: 'Das darfst du leider nicht.',
  'forbidden.roles':
    '{roles, select, admin {Das ist nur für Admin-Konten.} instructor {Das ist nur für Lehrkraft-Konten.} user {Das ist nur für Schülerkonten.} instructor_admin {Das ist nur für Lehrkraft- oder Admin-Konten.} other {Das darfst du leider nicht.}}',
  'forbidden.foreign_origin': 'Diese Anfrage muss von der Website selbst kommen.',
  'forbidden.own_cart': 'Du kannst nur deinen eigenen Warenkorb sehen.',
  'forbidden.own_payments': 'Du kannst nur deine eigenen Zahlungen sehen.',
  'forbidden.payment_of_another_account': 'Diese Zahlung gehört zu einem anderen Konto.',
  not_found: 'Nicht gefunden.',
  'not_found.route': 'Keine Route für {method} {path}.',
  'not_found.class': 'Diesen Kurs gibt es nicht.',
  'not_found.cart_item': 'Dieser Artikel ist nicht in deinem Warenkorb.',
  'not_found.payment': 'Diese Zahlung gibt es nicht.',
  'not_found.transaction': 'Es gibt keine Zahlung mit dieser Transaktions-ID.',
  conflict:
    'Jemand hat das im selben Moment geändert (zum Beispiel ist der letzte Platz weg). Bitte versuche es noch einmal.',
  'conflict.already_selected': 'Du hast diesen Kurs schon ausgewählt.',
  'conflict.already_enrolled': 'Du bist schon für diesen Kurs angemeldet.',
  'conflict.class_full': 'Dieser Kurs ist ausgebucht.',
  'conflict.seats_held':
    'Alle freien Plätze sind gerade für andere reserviert, die im Moment bezahlen. Bitte versuche es in ein paar Minuten noch einmal.',
  'conflict.held_seats_limit':
    'Du hast schon in {max} Kursen Plätze reserviert, die noch nicht bezahlt sind – mehr geht nicht gleichzeitig. Bezahle einen davon, entferne einen aus deinen ausgewählten Kursen oder warte, bis eine Reservierung abläuft, und versuche es dann noch einmal.',
  'conflict.own_class_select': 'Das ist dein eigener Kurs: Du kannst ihn nicht auswählen.',
  'conflict.own_class_pay': 'Das ist dein eigener Kurs: Du kannst darin keinen Platz kaufen.',
  'conflict.class_not_offered': 'Dieser Kurs wird nicht mehr angeboten.',
  'conflict.payment_being_prepared':
    'Deine Zahlung wird gerade in einem anderen Fenster vorbereitet. Bitte versuche es noch einmal.',
  'conflict.payment_has_been_refunded': 'Diese Zahlung wurde bereits erstattet.',
  'conflict.payment_cancelled': 'Diese Zahlung wurde abgebrochen. Bitte fang noch einmal von vorn an.',
  'conflict.payment_was_refunded': 'Diese Zahlung wurde erstattet.',
  'conflict.payment_not_confirmable': 'Diese Zahlung kann nicht mehr bestätigt werden.',
  too_many_requests: `Zu viele Versuche. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.sign_ins': `Zu viele fehlgeschlagene Anmeldungen. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.new_accounts': `Zu viele neue Konten von dieser Adresse. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.wrong_passwords': `Zu viele falsche Passwörter. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.links_sent': `Zu viele Links an diese Adresse geschickt. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.password_resets': `Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.subscriptions': `Zu viele Anmeldungen von dieser Adresse. Bitte warte ${wait} und versuche es dann noch einmal.`,
  'too_many_requests.confirmation_mails': `Zu viele Bestätigungsmails an diese E-Mail-Adresse. Bitte warte ${wait} und versuche es dann noch einmal.`,
  service_unavailable: 'Der Dienst ist kurz nicht erreichbar. Versuche es noch einmal.',
  internal_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es noch einmal.',
  payment_incomplete: 'Diese Zahlung ist noch nicht durchgegangen.',
  card_declined: 'Deine Karte wurde abgelehnt.',
  insufficient_funds: 'Deine Karte ist nicht ausreichend gedeckt.',
  incorrect_number: 'Deine Kartennummer ist falsch.',
  expired_card: 'Deine Karte ist abgelaufen.',
  incorrect_cvc: 'Der Sicherheitscode deiner Karte ist falsch.',
  email_unverified:
    'Bitte bestätige deine E-Mail-Adresse, bevor du bezahlst: Öffne den Link, den wir dir geschickt haben, oder fordere in deinem Dashboard einen neuen an.',
  class_ended: 'Beendet: Alle Termine dieses Kurses haben stattgefunden.',
  class_started: 'Dieser Kurs hat schon begonnen und nimmt keine neuen Teilnehmenden mehr auf.',
};

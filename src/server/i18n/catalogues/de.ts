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
  method_not_allowed: 'Diese Methode ist hier nicht erlaubt.',
  not_acceptable: 'Für diese Anfrage gibt es keine Antwort in einem Format, das sie annimmt.',
  payload_too_large: 'Die Anfrage ist zu groß.',
  unsupported_media_type: 'Diese Art von Inhalt wird hier nicht angenommen.',
  'bad_request.link_invalid':
    'Dieser Link ist ungültig. Prüfe, ob du ihn vollständig kopiert hast, oder fordere einen neuen an.',
  link_used: 'Dieser Link wurde schon benutzt. Fordere bei Bedarf einen neuen an.',
  link_expired: 'Dieser Link ist abgelaufen. Fordere einen neuen an.',
  'bad_request.choose_password': 'Wähle dein Passwort und bestätige deinen Namen, um weiterzumachen.',
  'bad_request.account_gone': 'Dieses Konto gibt es nicht mehr.',
  'conflict.email_already_verified': 'Deine E-Mail-Adresse ist bereits bestätigt.',
  'bad_request.same_password': 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  'bad_request.wrong_current_password': 'Das aktuelle Passwort stimmt nicht.',
  'conflict.no_password':
    'Du meldest dich über einen externen Anbieter an, deshalb gibt es hier kein Passwort, das du ändern könntest.',
  'conflict.password_changed_meanwhile':
    'Dein Passwort wurde inzwischen geändert. Bitte versuche es noch einmal.',
  'not_found.account_session': 'Diese Sitzung gibt es nicht: Vielleicht ist sie schon beendet.',
  'conflict.current_session': 'Das ist die Sitzung, die du gerade benutzt: Melde dich ab, um sie zu beenden.',
  'unauthorized.invalid_credentials': 'E-Mail-Adresse oder Passwort ist falsch',
  'conflict.email_taken': 'Es gibt schon ein Konto mit dieser E-Mail-Adresse.',
  'bad_request.refused': 'Die Anfrage wurde abgelehnt.',
  'not_found.sign_in_provider': 'Diesen Anmeldedienst gibt es nicht.',
  'service_unavailable.sign_in_provider': 'Der Anmeldedienst ist gerade nicht erreichbar.',
  'bad_request.sign_in_expired': 'Diese Anmeldung ist abgelaufen. Bitte fang noch einmal von vorn an.',
  'has_classes.change_role':
    '{count, plural, one {Diese Lehrkraft unterrichtet noch {count} Kurs: {names}. Gib ihn unter „Kurse verwalten“ an eine andere Lehrkraft ab oder lösche ihn, bevor du ihre Rolle änderst.} other {Diese Lehrkraft unterrichtet noch {count} Kurse: {names}. Gib sie unter „Kurse verwalten“ an eine andere Lehrkraft ab oder lösche sie, bevor du ihre Rolle änderst.}}',
  'has_classes.delete':
    '{count, plural, one {Diese Lehrkraft unterrichtet noch {count} Kurs: {names}. Gib ihn unter „Kurse verwalten“ an eine andere Lehrkraft ab oder lösche ihn, bevor du das Konto löschst.} other {Diese Lehrkraft unterrichtet noch {count} Kurse: {names}. Gib sie unter „Kurse verwalten“ an eine andere Lehrkraft ab oder lösche sie, bevor du das Konto löschst.}}',
  paid_enrolments:
    '{count, plural, one {Diese Person hat {count} Kurs bezahlt ({names}). Wähle „Erstatten und löschen“, um die Zahlung zu erstatten und danach das Konto zu löschen.} other {Diese Person hat {count} Kurse bezahlt ({names}). Wähle „Erstatten und löschen“, um die Zahlungen zu erstatten und danach das Konto zu löschen.}}',
  'conflict.last_admin': 'Die Schule braucht mindestens ein Admin-Konto.',
  'not_found.user_id': 'Es gibt kein Konto mit dieser ID.',
  'not_found.user_email': 'Es gibt kein Konto mit dieser E-Mail-Adresse.',
  'forbidden.instructor_profile': 'Nur Lehrkräfte haben eine Kurzbiografie und Sprachen.',
  'forbidden.own_role_only': 'Du kannst nur deine eigene Rolle nachsehen.',
  'forbidden.own_role_change': 'Deine eigene Rolle kannst du nicht ändern.',
  'forbidden.own_account_delete': 'Dein eigenes Konto kannst du hier nicht löschen.',
  'bad_gateway.refund_before_delete':
    'Der Zahlungsdienstleister hat die Zahlung für „{className}“ nicht erstattet, deshalb wurde nichts gelöscht. Bitte versuche es später noch einmal.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {Der Zahlungsdienstleister hat die Zahlung für „{className}“ nicht erstattet, deshalb wurde nichts gelöscht. {count} andere Zahlung wurde bereits erstattet und wird nicht doppelt erstattet. Bitte versuche es später noch einmal.} other {Der Zahlungsdienstleister hat die Zahlung für „{className}“ nicht erstattet, deshalb wurde nichts gelöscht. {count} andere Zahlungen wurden bereits erstattet und werden nicht doppelt erstattet. Bitte versuche es später noch einmal.}}',
  'not_found.class_id': 'Es gibt keinen Kurs mit dieser ID.',
  'not_found.class_session': 'In diesem Kurs gibt es keinen Termin mit dieser ID.',
  'not_found.instructor': 'Es gibt keine Lehrkraft mit dieser ID.',
  'bad_request.schedule_unknown_zone':
    '„{zone}“ ist keine Zeitzone, die wir kennen. Wähle zum Beispiel Europe/Madrid oder America/New_York.',
  'bad_request.schedule_too_many':
    'Ein Kurs kann höchstens {max} Termine haben; dieser Zeitplan hat {count}.',
  'bad_request.schedule_no_sessions': 'Dieser Zeitplan hat keinen Termin: Wähle mindestens einen Wochentag.',
  'bad_request.schedule_skipped_time':
    'Am {date} gibt es {time} in {zone} nicht: In dieser Nacht wird die Uhr vorgestellt. Wähle eine andere Anfangszeit oder lass den {date} aus.',
  'conflict.clash':
    '{what, select, moved {Die neue Zeit} other {Ein Termin}} am {date} überschneidet sich mit „{className}“ am {otherDate}, einem Kurs derselben Lehrkraft. Wähle eine andere Zeit.',
  'field.unknown_image': 'Das Bild muss auf diese Website hochgeladen sein',
  'forbidden.own_class_sessions': 'Du kannst nur die Termine deiner eigenen Kurse ändern.',
  'conflict.session_over': 'Dieser Termin hat schon stattgefunden und lässt sich nicht mehr ändern.',
  'bad_request.min_price_above_max':
    'Der Mindestpreis (minPrice) darf nicht über dem Höchstpreis (maxPrice) liegen',
  'bad_request.unknown_time_zone': 'tz: Die Zeitzone {zone} ist hier nicht bekannt',
  'forbidden.unapproved_classes': 'Nur Admins sehen Kurse, die nicht freigegeben sind.',
  'forbidden.own_classes': 'Du kannst nur deine eigenen Kurse sehen.',
  'forbidden.own_class_schedule': 'Du kannst nur den Zeitplan deiner eigenen Kurse prüfen.',
  'forbidden.own_class_edit': 'Du kannst nur deine eigenen Kurse bearbeiten.',
  'forbidden.own_class_delete': 'Du kannst nur deine eigenen Kurse löschen.',
  'conflict.schedule_has_students':
    'Für diesen Kurs sind schon Teilnehmende angemeldet, deshalb lässt sich sein Zeitplan nicht ersetzen: Verschiebe oder streiche die Termine einzeln.',
  'conflict.session_cancelled':
    'Dieser Termin wurde abgesagt; ein abgesagter Termin lässt sich nicht verschieben.',
  'bad_request.time_skipped':
    'Am {date} gibt es {time} in {zone} nicht: In dieser Nacht wird die Uhr vorgestellt. Wähle eine andere Zeit.',
  'bad_request.time_passed':
    'Die neue Zeit liegt schon in der Vergangenheit. Wähle eine Zeit in der Zukunft.',
  'conflict.class_has_students':
    'Für diesen Kurs sind Teilnehmende angemeldet, deshalb lässt er sich nicht löschen.',
  'bad_request.not_an_instructor': 'Ein Kurs kann nur einer Lehrkraft übertragen werden.',
  'field.not_an_instructor': 'muss die ID eines Kontos mit der Rolle Lehrkraft sein',
  'conflict.class_approved':
    'Dieser Kurs ist bereits freigegeben; ein freigegebener Kurs kann nicht mehr abgelehnt werden.',
  'forbidden.not_your_roster':
    'Nur die Lehrkraft dieses Kurses (oder ein Admin) kann die Teilnehmerliste sehen und die Anwesenheit eintragen.',
  'not_found.student_not_enrolled': 'Diese Person ist nicht für diesen Kurs angemeldet.',
  'conflict.session_cancelled_attendance':
    'Dieser Termin wurde abgesagt: Dafür wird keine Anwesenheit erfasst.',
  'conflict.session_not_started':
    'Dieser Termin hat noch nicht begonnen: Die Anwesenheit kann ab seinem Beginn eingetragen werden.',
  'not_found.not_enrolled_in_class': 'Du bist für keinen Kurs mit dieser ID angemeldet.',
  'forbidden.calendar_students_only':
    'Nur Teilnehmende dieses Kurses können seine Termine in einen Kalender übernehmen.',
  'not_found.calendar_feed': 'Unter dieser Adresse gibt es keinen Kalender-Feed.',
  'payload_too_large.image_bytes': 'Das Bild ist zu groß: höchstens {megabytes} MB.',
  'payload_too_large.image_pixels': 'Das Bild ist zu groß: höchstens {megapixels} Megapixel.',
  'payload_too_large.form_fields': 'Zu viele Formularfelder: Schick nur das Bild.',
  'payload_too_large.image_quota':
    'Deine Bilder belegen schon {used} der {quota}, die jedem Konto zur Verfügung stehen: Für dieses Bild ist kein Platz mehr.',
  'bad_request.one_image': 'Schick bitte nur ein Bild auf einmal.',
  'field.one_image': 'Es kann nur ein Bild auf einmal geschickt werden',
  'bad_request.no_image': 'Wähle ein Bild zum Hochladen aus.',
  'field.image_required': 'Bitte wähle ein Bild aus',
  'bad_request.unreadable_upload': 'Der Upload konnte nicht gelesen werden.',
  'field.unreadable_image': 'Das Bild konnte nicht gelesen werden',
  'unsupported_media_type.multipart': 'Schick das Bild als multipart/form-data im Feld „image“.',
  'unsupported_media_type.not_an_image': 'Hochladen kannst du nur Bilder im Format JPEG, PNG, WebP oder GIF.',
  'service_unavailable.images_busy':
    'Der Server ist gerade mit anderen Bildern beschäftigt: Versuche es in ein paar Sekunden noch einmal.',
  'too_many_requests.uploads_at_once':
    'Du lädst schon {count} Bilder hoch: Warte, bis sie fertig sind, und schick dann das nächste.',
  'too_many_requests.uploads_per_hour':
    'Du kannst höchstens {max} Bilder pro Stunde hochladen: Versuche es in {minutes, plural, one {# Minute} other {# Minuten}} noch einmal.',
  'not_found.image': 'Es gibt kein Bild mit dieser ID.',
  'email_unverified.waitlist':
    'Bitte bestätige deine E-Mail-Adresse, bevor du dich auf eine Warteliste setzt: Öffne den Link, den wir dir geschickt haben, oder fordere in deinem Dashboard einen neuen an.',
  'conflict.waitlist_own_class':
    'Das ist dein eigener Kurs: Du kannst dich nicht auf seine Warteliste setzen.',
  'conflict.waitlist_already': 'Du stehst schon auf der Warteliste dieses Kurses.',
  'conflict.waitlist_seat_free':
    'In diesem Kurs ist ein Platz frei: Wähle ihn aus, statt dich auf die Warteliste zu setzen.',
  waitlist_limit:
    '{lines, plural, one {Du stehst schon auf {lines} Warteliste, mehr geht nicht gleichzeitig. Verlass sie, um dich auf diese zu setzen.} other {Du stehst schon auf {lines} Wartelisten, mehr geht nicht gleichzeitig. Verlass eine davon, um dich auf diese zu setzen.}}',
  'not_found.waitlist_not_on': 'Du stehst nicht auf der Warteliste dieses Kurses.',
  'not_found.coupon': 'Es gibt keinen Gutschein mit dieser ID.',
  'not_found.coupon_code': 'Es gibt keinen Gutschein mit diesem Code.',
  'conflict.coupon_unknown': 'Es gibt keinen Gutschein mit diesem Code.',
  'conflict.coupon_inactive': 'Der Gutschein {code} wird nicht mehr angeboten.',
  'conflict.coupon_not_yet_valid':
    'Der Gutschein {code} gilt noch nicht: Er gilt ab {start} (Zeit der Schule).',
  'conflict.coupon_expired': 'Der Gutschein {code} ist abgelaufen.',
  'conflict.coupon_used_up': 'Der Gutschein {code} ist aufgebraucht.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {Du hast den Gutschein {code} schon eingelöst.} other {Du hast den Gutschein {code} schon {times}-mal eingelöst, so oft wie erlaubt.}}',
  'conflict.coupon_not_for_class': 'Der Gutschein {code} gilt nicht für diesen Kurs.',
  'conflict.coupon_below_minimum': 'Der Gutschein {code} gilt nur für Kurse ab {minimum}.',
  'conflict.coupon_taken_off': '{refusal} Er wurde entfernt; es gilt wieder der reguläre Preis des Kurses.',
  'conflict.coupon_code_taken': 'Es gibt schon einen Gutschein mit dem Code {code}.',
  'bad_request.percent_coupon_amount': 'Ein Prozent-Gutschein hat keinen festen Rabattbetrag.',
  'field.empty_for_percent': 'Lass das Feld bei einem Prozent-Gutschein leer',
  'bad_request.amount_coupon_percent': 'Ein Betrags-Gutschein hat keinen Prozentsatz.',
  'field.empty_for_amount': 'Lass das Feld bei einem Betrags-Gutschein leer',
  'field.percent_off_missing': 'Gib den Rabatt in Prozent ein, von 1 bis 100',
  'field.amount_off_missing': 'Gib den Rabattbetrag in Dollar ein',
  'field.amount_off_zero': 'Der Rabattbetrag muss über 0 liegen',
  'field.valid_until_first': '„Gültig bis“ muss nach „Gültig ab“ liegen',
  'field.no_class_chosen': 'Wähle mindestens einen Kurs',
  'field.unknown_class': 'Es gibt keinen Kurs mit der ID {id}',
  'field.no_language_chosen': 'Wähle mindestens eine Sprache',
  'field.max_uses_below_uses': 'Die Gesamtzahl der Einlösungen darf nicht unter den {uses} bisherigen liegen',
  'conflict.refunded_no_seat':
    'Leider wurde der letzte Platz in diesem Kurs vergeben, nachdem deine Reservierung abgelaufen war. Deine Zahlung wurde erstattet.',
  'conflict.refunded_already_enrolled':
    'Du bist schon für diesen Kurs angemeldet. Deine Zahlung wurde erstattet.',
  'conflict.refunded_price_changed':
    'Der Preis dieses Kurses hat sich geändert, während du bezahlt hast. Deine Zahlung wurde erstattet; bitte bezahle noch einmal.',
  'conflict.refunded_class_unavailable':
    'Dieser Kurs wird nicht mehr angeboten. Deine Zahlung wurde erstattet.',
  'conflict.refunded_account_deleted': 'Dieses Konto wurde gelöscht und seine Zahlungen wurden erstattet.',
  'conflict.refunded_coupon_used_up':
    'Dein Gutschein wurde von anderen aufgebraucht, während du bezahlt hast. Deine Zahlung wurde erstattet und der Gutschein entfernt: Bezahle bitte noch einmal zum regulären Preis oder probiere einen anderen Code.',
  'conflict.refunded_coupon_invalid':
    'Dein Gutschein ist ungültig geworden (abgelaufen oder zurückgezogen), während du bezahlt hast. Deine Zahlung wurde erstattet und der Gutschein entfernt: Bezahle bitte noch einmal.',
  'class_ended.refunded':
    'Beendet: Alle Termine dieses Kurses haben stattgefunden. Deine Zahlung wurde erstattet.',
  'class_started.refunded':
    'Dieser Kurs hat schon begonnen und nimmt keine neuen Teilnehmenden mehr auf. Deine Zahlung wurde erstattet.',
  'conflict.refunded_own_class':
    'Das ist dein eigener Kurs: Du kannst darin keinen Platz kaufen. Deine Zahlung wurde erstattet.',
  'field.not_this_payment': 'passt nicht zu dieser Zahlung',
  'bad_request.stripe_signature_missing': 'Der Header Stripe-Signature fehlt.',
  'bad_request.stripe_signature_wrong': 'Die Signatur des Webhooks stimmt nicht.',
  'bad_request.not_a_stripe_event': 'Der Inhalt des Webhooks ist kein Stripe-Ereignis.',
  'not_found.enrolment': 'Du bist nicht für diesen Kurs angemeldet.',
  'conflict.enrolment_cancelled': 'Diese Anmeldung ist bereits storniert.',
  'not_found.payment_id': 'Es gibt keine Zahlung mit dieser ID.',
  'bad_gateway.refund_not_cancelled':
    'Der Zahlungsdienstleister hat deine Zahlung nicht erstattet, deshalb wurde deine Anmeldung nicht storniert. Bitte versuche es in ein paar Minuten noch einmal.',
  'bad_gateway.refund_not_made':
    'Der Zahlungsdienstleister hat die Erstattung nicht ausgeführt, deshalb wurde nichts gespeichert. Bitte versuche es in ein paar Minuten noch einmal.',
  refund_changed:
    'Die Erstattung hat sich geändert, seit sie dir angezeigt wurde. {rule} Wenn du jetzt stornierst, bekommst du {refund} zurück. Bitte bestätige noch einmal.',
  'conflict.refunded_in_full': 'Diese Zahlung ist bereits vollständig erstattet.',
  'bad_request.refund_above_left': 'Von dieser Zahlung können höchstens noch {left} erstattet werden.',
  'conflict.not_enrolled_by_payment':
    'Die Person ist über diese Zahlung nicht mehr angemeldet: Erstatte, ohne die Anmeldung zu stornieren.',
  'refund_rule.free': 'Dieser Kurs war kostenlos: Es gibt nichts zu erstatten.',
  'refund_rule.unscheduled_full':
    'Dieser Kurs hat noch keinen Zeitplan: Die Schule erstattet ihn vollständig.',
  'refund_rule.unscheduled_none': 'Dieser Kurs hat keinen Zeitplan: Die Schule erstattet dafür nichts.',
  'refund_rule.full':
    'Du stornierst mindestens {days, plural, one {# Tag} other {# Tage}} vor dem ersten Termin: volle Erstattung.',
  'refund_rule.partial':
    'Du stornierst weniger als {days, plural, one {# Tag} other {# Tage}}, aber mindestens {hours, plural, one {# Stunde} other {# Stunden}} vor dem ersten Termin: {percent} % des Preises zurück.',
  'refund_rule.none_days':
    'Du stornierst weniger als {days, plural, one {# Tag} other {# Tage}} vor dem ersten Termin: keine Erstattung.',
  'refund_rule.none_hours':
    'Du stornierst weniger als {hours, plural, one {# Stunde} other {# Stunden}} vor dem ersten Termin: keine Erstattung.',
  'refund_rule.begun': 'Der Kurs hat begonnen: keine Erstattung.',
  'refund_rule.partly_refunded': '{rule} {refunded} davon wurden bereits erstattet.',
  'not_found.receipt': 'Es gibt keinen Beleg mit dieser ID.',
  'bad_request.payout_in_future': 'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
  'field.payout_in_future': 'Das Zahlungsdatum darf nicht in der Zukunft liegen',
  'conflict.nothing_owed': 'An {name} ist nichts auszuzahlen.',
  'conflict.payout_above_owed':
    'An {name} sind nur {owed} auszuzahlen: Eine Auszahlung darf nicht höher sein.',
  'bad_request.report_too_long':
    'Ein Bericht umfasst höchstens {max} Monate: Wähle einen späteren ersten Monat oder einen letzten Monat.',
  'field.report_too_long': 'Ein Bericht umfasst höchstens {max} Monate',
  'not_found.application': 'Es gibt keine Bewerbung mit dieser ID.',
  'conflict.application_decided':
    '{status, select, accepted {Diese Bewerbung wurde bereits angenommen.} declined {Diese Bewerbung wurde bereits abgelehnt.} other {Über diese Bewerbung wurde bereits entschieden ({status}).}}',
  'conflict.already_teaching': 'Dein Konto unterrichtet hier bereits.',
  'conflict.application_open': 'Du hast schon eine Bewerbung, die auf Antwort wartet.',
  'conflict.applicant_not_student': 'Das Konto der Bewerbung ist kein Schülerkonto mehr.',
  'bad_request.reopened_with_answer': 'Eine wieder geöffnete Nachricht kann keine Antwort enthalten.',
  'field.answer_needs_answered': 'Markiere die Nachricht als beantwortet, um eine Antwort zu senden',
  'not_found.contact_message': 'Es gibt keine Nachricht mit dieser ID.',
  'not_found.newsletter_confirmation':
    'Diesen Bestätigungslink kennen wir nicht. Öffne ihn noch einmal aus der E-Mail oder melde dich erneut an.',
  'bad_request.newsletter_link_used':
    'Dieser Bestätigungslink wurde schon benutzt. Wenn du nicht auf der Liste stehst, melde dich erneut an.',
  'bad_request.newsletter_link_expired':
    'Dieser Bestätigungslink ist abgelaufen. Melde dich erneut an, dann schicken wir dir einen neuen.',
  'not_found.newsletter_unsubscribe':
    'Diesen Abmeldelink kennen wir nicht. Öffne ihn noch einmal aus der E-Mail oder schreib uns.',
  'not_found.file': 'Diese Datei gibt es nicht.',
  'field.link_unknown': 'unbekannt',
  'field.link_used_already': 'bereits benutzt',
  'field.link_expired': 'abgelaufen',
  'field.password_required': 'Bitte gib ein Passwort ein',
  'field.username_required': 'Bitte gib einen Benutzernamen ein',
  'field.nul_character': 'darf kein NUL-Zeichen enthalten',
  'field.half_character': 'muss gültiger Unicode-Text sein (es enthält ein halbes Zeichen)',
  'field.nested_too_deeply': 'ist zu tief verschachtelt',
  'field.required': 'Bitte fülle dieses Feld aus',
  'field.too_short': '{minimum, plural, one {Mindestens # Zeichen} other {Mindestens # Zeichen}}',
  'field.too_long': '{maximum, plural, one {Höchstens # Zeichen} other {Höchstens # Zeichen}}',
  'field.too_few': '{minimum, plural, one {Wähle mindestens # Eintrag} other {Wähle mindestens # Einträge}}',
  'field.too_many': '{maximum, plural, one {Wähle höchstens # Eintrag} other {Wähle höchstens # Einträge}}',
  'field.number_too_small':
    '{inclusive, select, false {Muss größer als {minimum, number} sein} other {Muss mindestens {minimum, number} sein}}',
  'field.number_too_big':
    '{inclusive, select, false {Muss kleiner als {maximum, number} sein} other {Darf höchstens {maximum, number} sein}}',
  'field.not_multiple_of': 'Muss ein Vielfaches von {divisor, number} sein',
  'field.not_email': 'Gib eine gültige E-Mail-Adresse ein',
  'field.not_id': 'Keine gültige ID',
  'field.bad_format': 'Ist nicht in der erwarteten Form geschrieben',
  'field.not_choice': 'Wähle eines davon: {choices}',
  'field.wrong_type':
    '{expected, select, string {Muss Text sein} number {Muss eine Zahl sein} int {Muss eine ganze Zahl sein} boolean {Muss true oder false sein} array {Muss eine Liste sein} object {Muss ein Objekt sein} other {Hat den falschen Typ}}',
  'field.not_valid': 'Ist ungültig',
  'answer.check_inbox':
    'Schau in dein Postfach: Wir haben dir an diese Adresse eine Nachricht geschickt. Öffne den Link darin, um die Adresse zu bestätigen und dich anzumelden.',
  'answer.check_mailbox':
    'Diese Schule verschickt keine E-Mails, deshalb kommt nichts in einem Postfach an: Die Nachricht für diese Adresse liegt im Postfach ihres Kontos. Melde dich an und öffne „Postfach“ in deinem Dashboard; der Link darin bestätigt die Adresse.',
  'answer.verification_sent':
    'Wir haben dir einen neuen Link an deine Adresse geschickt. Er gilt 24 Stunden.',
  'answer.verification_kept':
    'Wir haben einen neuen Link in dein Postfach im Dashboard gelegt (diese Schule verschickt keine E-Mails). Er gilt 24 Stunden.',
  'answer.reset_sent':
    'Wenn ein Konto diese Adresse verwendet, haben wir ihm einen Link geschickt, mit dem du ein neues Passwort wählen kannst. Der Link gilt 30 Minuten.',
  'answer.reset_kept':
    'Diese Schule verschickt keine E-Mails. Wenn ein Konto diese Adresse verwendet, liegt sein Link zum Wählen eines neuen Passworts im Postfach des Kontos (öffne „Postfach“ in deinem Dashboard, wo du noch angemeldet bist) und im Postausgang der Schule, wo das Admin-Team ihn dir vorlesen kann. Der Link gilt 30 Minuten.',
  'answer.password_changed':
    'Dein Passwort wurde geändert und alle Sitzungen wurden abgemeldet. Melde dich mit dem neuen Passwort an.',
  'answer.newsletter_check_inbox':
    'Danke! Schau bitte in dein Postfach: In der E-Mail, die wir dir geschickt haben, steht ein Link, der dein Abo bestätigt.',
  'answer.newsletter_no_mail':
    'Danke! Diese Schule verschickt noch keine E-Mails, deshalb kommt bei dir keine an: Der Link zur Bestätigung deines Abos wartet im Postausgang der Schule, und Newsletter gibt es erst, wenn die Schule E-Mails verschickt.',
  'answer.newsletter_confirmed': 'Danke! Dein Abo ist bestätigt: Der nächste Newsletter kommt zu dir.',
  'answer.newsletter_unsubscribed':
    'Du bist abgemeldet: An diese Adresse schicken wir keine Newsletter mehr.',
  'answer.newsletter_not_on_list': 'Diese Adresse steht nicht mehr auf unserer Newsletter-Liste.',
  'answer.message_sent':
    'Danke! Deine Nachricht ist bei der Schule angekommen. Wir antworten innerhalb von zwei Werktagen.',
  'answer.message_sent_to_mailbox':
    'Danke! Deine Nachricht ist bei der Schule angekommen. Wir antworten innerhalb von zwei Werktagen: Die Antwort findest du im „Postfach“ in deinem Dashboard, da diese Schule keine E-Mails verschickt.',
  'answer.message_sent_no_mail':
    'Danke! Deine Nachricht ist bei der Schule angekommen. Diese Schule verschickt keine E-Mails, deshalb erreicht dich unsere Antwort nicht per E-Mail: Melde dich an und schreib uns von der Adresse deines Kontos, dann liest du sie in deinem Dashboard, oder ruf uns an unter {phone}.',
};

import type { MailCatalogue } from '#server/i18n/mail-messages';

export const de: MailCatalogue = {
  'common.hello': 'Hallo,',
  'common.hello_named': 'Hallo {name},',
  'common.sign_in': 'Anmelden',
  'common.review_sessions': 'Deine Sitzungen prüfen',
  'common.the_class': 'Der Kurs: {url}',
  'common.date': 'Datum',

  'welcome.subject': 'Willkommen bei {school}',
  'welcome.preview': 'Dein Konto bei {school} ist bereit.',
  'welcome.heading': 'Willkommen!',
  'welcome.heading_named': 'Willkommen, {name}!',
  'welcome.body':
    'Dein Konto bei {school} ist bereit. Stöbere in den Kursen, wähle die aus, die dir gefallen, und bezahle sie in einem Schritt; dein Stundenplan zeigt jeden Termin in deiner eigenen Zeitzone.',
  'welcome.button': 'Kurse ansehen',
  'welcome.not_you':
    'Du hast dich nicht registriert? Dann hat jemand diese Adresse versehentlich benutzt: Schreib uns, und wir löschen das Konto.',

  'verify_email.subject': 'Bestätige deine E-Mail-Adresse für {school}',
  'verify_email.preview': 'Ein Klick, um deine Adresse zu bestätigen und dich anzumelden.',
  'verify_email.heading': 'Bestätige deine Adresse',
  'verify_email.heading_named': 'Bestätige deine Adresse, {name}',
  'verify_email.body':
    'Öffne diesen Link, um zu bestätigen, dass diese Adresse dir gehört, und um dich bei {school} anzumelden. Kurse ansehen und auswählen kannst du schon jetzt; zum Bezahlen brauchst du eine bestätigte Adresse.',
  'verify_email.button': 'Meine Adresse bestätigen',
  'verify_email.link': 'Der Link funktioniert einmal, 24 Stunden lang: {link}',
  'verify_email.not_you':
    'Du hast dich nicht registriert? Dann ignoriere diese E-Mail: Die Adresse bleibt unbestätigt, und niemand kann damit bezahlen.',

  'sign_up_attempt.subject': 'Jemand wollte sich bei {school} mit deiner Adresse registrieren',
  'sign_up_attempt.preview': 'Du hast schon ein Konto: Melde dich an oder wähle ein neues Passwort.',
  'sign_up_attempt.body':
    'Jemand hat gerade versucht, bei {school} ein Konto mit dieser Adresse anzulegen. Du hast bereits eins, deshalb wurde nichts geändert.',
  'sign_up_attempt.if_you': 'Wenn du das warst, melde dich mit deinem Passwort an:',
  'sign_up_attempt.forgot':
    'Passwort vergessen? Wähle unter {forgotUrl} ein neues. Wenn du es nicht warst, kannst du diese E-Mail ignorieren: Dein Konto und sein Passwort bleiben, wie sie waren.',

  'reset_password.subject': 'Wähle ein neues Passwort für {school}',
  'reset_password.preview': 'Ein Link, um ein neues Passwort zu wählen – 30 Minuten lang gültig.',
  'reset_password.body':
    'Jemand, wahrscheinlich du, möchte ein neues Passwort für dein Konto wählen. Öffne diesen Link, um es festzulegen:',
  'reset_password.button': 'Neues Passwort wählen',
  'reset_password.link': 'Der Link funktioniert einmal, 30 Minuten lang: {link}',
  'reset_password.not_you':
    'Du hast nichts angefordert? Dann ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',

  'reset_done.preview': 'Dein Passwort wurde geändert, und alle Sitzungen wurden abgemeldet.',
  'reset_done.body':
    'Das Passwort deines Kontos wurde gerade über einen Link zum Zurücksetzen geändert, und alle Geräte, die angemeldet waren, wurden abgemeldet. Melde dich mit dem neuen Passwort wieder an.',
  'reset_done.not_you':
    'Das warst nicht du? Wähle sofort unter {forgotUrl} ein neues Passwort und schreib uns über {contactUrl}.',

  'password_changed.subject': 'Dein Passwort bei {school} wurde geändert',
  'password_changed.preview': 'Das Passwort deines Kontos wurde am {when} geändert.',
  'password_changed.heading': 'Dein Passwort wurde geändert',
  'password_changed.body':
    'Hallo {name}, das Passwort deines Kontos bei {school} wurde am {when} geändert, von {device} aus. {others}',
  'password_changed.body_with_address':
    'Hallo {name}, das Passwort deines Kontos bei {school} wurde am {when} geändert, von {device} aus (Adresse {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {Du warst sonst nirgends angemeldet.} one {# anderes Gerät wurde abgemeldet; melde dich dort mit dem neuen Passwort wieder an.} other {# andere Geräte wurden abgemeldet; melde dich dort mit dem neuen Passwort wieder an.}}',
  'password_changed.not_you':
    'Das warst nicht du? Dann kennt vielleicht jemand dein Passwort: Wähle sofort mit „Passwort vergessen?“ auf der Anmeldeseite ({loginUrl}) ein neues und schreib uns.',

  'sessions_ended.subject':
    '{count, plural, one {Ein Gerät wurde von deinem Konto bei {school} abgemeldet} other {# Geräte wurden von deinem Konto bei {school} abgemeldet}}',
  'sessions_ended.preview': 'Abgemeldet am {when}: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {Ein Gerät wurde abgemeldet} other {# Geräte wurden abgemeldet}}',
  'sessions_ended.body':
    'Hallo {name}, am {when} wurde dein Konto bei {school} auf diesen Geräten abgemeldet, von {device} aus:',
  'sessions_ended.device_with_address': '{device} (Adresse {ipAddress})',
  'sessions_ended.not_you':
    'Das warst nicht du? Dann ist jemand anderes in deinem Konto angemeldet: Ändere dein Passwort in deinem Profil – damit werden alle anderen Geräte abgemeldet – und schreib uns.',

  'role.name': '{role, select, user {Schüler} instructor {Lehrkraft} other {Admin}}',
  'role_change.subject':
    '{role, select, user {Dein Konto ist jetzt ein Schülerkonto} instructor {Dein Konto ist jetzt ein Lehrkraft-Konto} other {Dein Konto ist jetzt ein Admin-Konto}}',
  'role_change.heading': 'Deine Rolle hat sich geändert, {name}',
  'role_change.body':
    'Ein Admin hat die Rolle deines Kontos von „{from}“ auf „{to}“ geändert. {meaning} Melde dich neu an, um dein neues Dashboard zu sehen.',
  'role_change.meaning':
    '{role, select, user {Du kannst in deinem Dashboard Kurse auswählen, sie bezahlen und deinen Stundenplan verfolgen.} instructor {Du kannst jetzt Kurse anlegen, die die Admins prüfen, und in deinem Dashboard deinen Unterrichtsplan und deine Teilnehmerlisten verfolgen.} other {Du kannst jetzt in deinem Dashboard Kurse prüfen, Konten verwalten, Nachrichten beantworten und den Postausgang lesen.}}',
  'role_change.button': 'Dashboard öffnen',
  'role_change.not_expected':
    'Wenn du diese Änderung nicht erwartet hast, antworte der Schule oder schreib uns über die Kontaktseite.',

  'class_review.subject':
    '{status, select, approved {Dein Kurs „{className}“ ist freigegeben} other {Dein Kurs „{className}“ wurde nicht freigegeben}}',
  'class_review.heading':
    '{status, select, approved {Dein Kurs ist freigegeben} other {Dein Kurs wurde nicht freigegeben}}',
  'class_review.approved':
    'Gute Nachrichten, {name}: „{className}“ ist freigegeben. Der Kurs steht jetzt im Katalog, wo Teilnehmende ihn auswählen und bezahlen können.',
  'class_review.denied': '{name}, ein Admin hat „{className}“ geprüft und in dieser Form nicht freigegeben.',
  'class_review.feedback': 'Die Rückmeldung des Admins',
  'class_review.edit':
    'Bearbeite den Kurs unter „Meine Kurse“ mit diesem Hinweis im Kopf: Ein bearbeiteter Kurs geht zur Prüfung zurück an die Admins.',
  'class_review.see_class': 'Zur Seite deines Kurses',
  'class_review.open_my_classes': '„Meine Kurse“ öffnen',
  'class_review.classes_link': 'Deine Kurse und ihre Rückmeldungen: {url}',

  'contact_answer.subject': 'Die Antwort auf deine Nachricht an {school}',
  'contact_answer.subject_reply': 'Re: {subject}',
  'contact_answer.you_wrote': 'Du hast geschrieben:',
  'contact_answer.button': 'Schreib uns wieder',

  'newsletter.confirm_subject': 'Bestätige dein Abo des Newsletters von {school}',
  'newsletter.already_subject': 'Du hast den Newsletter von {school} bereits abonniert',
  'newsletter.confirm_preview': 'Ein Klick, und der Newsletter gehört dir.',
  'newsletter.already_preview': 'Diese Adresse steht schon auf unserer Liste.',
  'newsletter.confirm_heading': 'Bitte bestätige dein Abo',
  'newsletter.already_heading': 'Du hast den Newsletter bereits abonniert',
  'newsletter.confirm_body':
    'Jemand – hoffentlich du – hat für diese Adresse den Newsletter von {school} bestellt: neue Kurse und Veranstaltungen, einmal im Monat. Bestätige, und er gehört dir.',
  'newsletter.confirm_button': 'Mein Abo bestätigen',
  'newsletter.confirm_expiry':
    'Der Link funktioniert {days, plural, one {# Tag} other {# Tage}} lang. Du hast ihn nicht bestellt? Dann tu nichts: Ohne Klick schreiben wir dir nie wieder.',
  'newsletter.already_body':
    'Jemand hat für diese Adresse den Newsletter von {school} bestellt, aber sie steht schon auf unserer Liste: Du musst nichts tun, die nächste Ausgabe kommt wie gewohnt.',
  'newsletter.unsubscribe': 'Du möchtest keine E-Mails mehr von uns? <link>Abbestellen</link>',

  'receipt.subject': 'Deine Quittung {number}',
  'receipt.preview': 'Quittung {number}: {total} bezahlt.',
  'receipt.heading': 'Danke für deine Zahlung',
  'receipt.intro': 'Deine Zahlung ist eingegangen, und der Platz gehört dir. Hier ist deine Quittung.',
  'receipt.intro_named':
    '{name}, deine Zahlung ist eingegangen, und der Platz gehört dir. Hier ist deine Quittung.',
  'receipt.number': 'Quittungsnummer',
  'receipt.class': 'Kurs: {className}',
  'receipt.coupon': 'Gutscheincode {code}',
  'receipt.total': 'Bezahlt insgesamt ({currency})',
  'receipt.paid_with': 'Bezahlt mit',
  'receipt.transaction': 'Transaktion',
  'receipt.button': 'Quittung ansehen und drucken',
  'receipt.keep': '{schoolName}, {schoolAddress}. Bewahre diese E-Mail für deine Unterlagen auf.',
  'receipt.card': '{brand} mit Endziffern {last4}',
  'receipt.card_unnamed': 'Karte',
  'receipt.no_card': 'Keine Karte nötig',

  'credit_note.subject': 'Deine Gutschrift {number}: {amount} erstattet',
  'credit_note.preview': 'Gutschrift {number}: {amount} erstattet.',
  'credit_note.heading': 'Deine Erstattung ist unterwegs',
  'credit_note.intro':
    '{cancelled, select, yes {Deine Anmeldung für {className} ist storniert, und {amount} gehen zurück auf die Karte, mit der du bezahlt hast. Banken brauchen meist 5 bis 10 Tage, bis die Gutschrift erscheint.} other {Für den Kurs {className} gehen {amount} zurück auf die Karte, mit der du bezahlt hast. Banken brauchen meist 5 bis 10 Tage, bis die Gutschrift erscheint.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}, deine Anmeldung für {className} ist storniert, und {amount} gehen zurück auf die Karte, mit der du bezahlt hast. Banken brauchen meist 5 bis 10 Tage, bis die Gutschrift erscheint.} other {{name}, für den Kurs {className} gehen {amount} zurück auf die Karte, mit der du bezahlt hast. Banken brauchen meist 5 bis 10 Tage, bis die Gutschrift erscheint.}}',
  'credit_note.number': 'Gutschriftnummer',
  'credit_note.class': 'Kurs',
  'credit_note.original_receipt': 'Ursprüngliche Quittung',
  'credit_note.reason': 'Grund',
  'credit_note.amount': 'Erstatteter Betrag ({currency})',
  'credit_note.button': 'Deinen Zahlungsverlauf ansehen',
  'credit_note.keep': 'Bewahre diese E-Mail zusammen mit deiner Quittung für deine Unterlagen auf.',

  'session_change.subject':
    '{kind, select, moved {Ein Termin von „{className}“ wurde verschoben} other {Ein Termin von „{className}“ fällt aus}}',
  'session_change.heading':
    '{kind, select, moved {Ein Termin wurde verschoben} other {Ein Termin fällt aus}}',
  'session_change.moved':
    'Der Termin von „{className}“, der am {previousTime} stattfinden sollte, ist jetzt am:',
  'session_change.cancelled': 'Der Termin von „{className}“ am {previousTime} findet nicht statt.',
  'session_change.why': 'Grund: {reason}',
  'session_change.button': 'Termine des Kurses ansehen',
  'session_change.calendar': 'Deine Kalenderdatei und dein Kalender-Feed zeigen die Änderung ebenfalls.',

  'reminder.subject': 'Dein Kurs „{className}“ beginnt morgen',
  'reminder.heading': '{className} beginnt bald',
  'reminder.body': '{name}, der erste Termin von „{className}“ ist am:',
  'reminder.where': 'Ort: {address}',
  'reminder.online': 'Der Kurs findet online statt: Den Link zum Meeting findest du auf der Kursseite.',
  'reminder.button': 'Kurs öffnen',

  'waitlist_offer.subject': 'Ein Platz in „{className}“ wartet auf dich',
  'waitlist_offer.heading': 'Gute Nachrichten, {name}: Ein Platz ist frei',
  'waitlist_offer.body':
    'In „{className}“ ist ein Platz frei geworden, und du stehst ganz oben auf der Warteliste. Wir halten ihn {hours, plural, one {# Stunde} other {# Stunden}} für dich frei, bis:',
  'waitlist_offer.button': 'Deinen Platz bezahlen',
  'waitlist_offer.after':
    'Wenn du bis dahin nicht bezahlt hast, geht der Platz an die nächste Person auf der Liste. Wenn du ihn nicht mehr möchtest, verlasse die Warteliste auf der Kursseite, dann geht er sofort an die nächste Person.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {Der angebotene Platz in „{className}“ ist nicht mehr verfügbar} other {Die Warteliste von „{className}“ ist geschlossen}}',
  'waitlist_withdrawn.heading': 'Tut uns leid, {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {Der Platz, den wir in „{className}“ für dich freigehalten haben, ist nicht mehr buchbar, deshalb ziehen wir das Angebot zurück. {why} Dir wurde nichts berechnet.} other {Du stehst nicht mehr auf der Warteliste von „{className}“. {why} Dir wurde nichts berechnet.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {Alle Termine des Kurses haben inzwischen stattgefunden.} other {Der Kurs hat begonnen, und die Schule nimmt keine neuen Teilnehmenden mehr auf, sobald ein Kurs läuft.}}',
};

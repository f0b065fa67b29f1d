import type { MailCatalogue } from '#server/i18n/mail-messages';

// French typography: a no-break space (\u00a0) before : ; ? ! and inside « ».
export const fr: MailCatalogue = {
  'common.hello': 'Bonjour,',
  'common.hello_named': 'Bonjour {name},',
  'common.sign_in': 'Se connecter',
  'common.review_sessions': 'Vérifier vos sessions',
  'common.the_class': 'Le cours\u00a0: {url}',
  'common.date': 'Date',

  'welcome.subject': 'Bienvenue chez {school}',
  'welcome.preview': 'Votre compte chez {school} est prêt.',
  'welcome.heading': 'Bienvenue\u00a0!',
  'welcome.heading_named': 'Bienvenue, {name}\u00a0!',
  'welcome.body':
    'Votre compte chez {school} est prêt. Parcourez les cours, sélectionnez ceux qui vous plaisent et payez-les en une seule fois\u00a0; votre emploi du temps affiche chaque séance dans votre propre fuseau horaire.',
  'welcome.button': 'Parcourir les cours',
  'welcome.not_you':
    'Vous ne vous êtes pas inscrit\u00a0? Quelqu’un a utilisé cette adresse par erreur\u00a0: écrivez-nous et nous supprimerons le compte.',

  'verify_email.subject': 'Confirmez votre adresse e-mail pour {school}',
  'verify_email.preview': 'Un clic pour confirmer votre adresse et vous connecter.',
  'verify_email.heading': 'Confirmez votre adresse',
  'verify_email.heading_named': 'Confirmez votre adresse, {name}',
  'verify_email.body':
    'Ouvrez ce lien pour confirmer que cette adresse est bien la vôtre et vous connecter à {school}. Vous pouvez déjà parcourir et sélectionner des cours\u00a0; pour les payer, il faut une adresse confirmée.',
  'verify_email.button': 'Confirmer mon adresse',
  'verify_email.link': 'Le lien ne fonctionne qu’une fois, pendant 24\u00a0heures\u00a0: {link}',
  'verify_email.not_you':
    'Vous ne vous êtes pas inscrit\u00a0? Ignorez cet e-mail\u00a0: l’adresse restera non confirmée et personne ne pourra payer avec.',

  'sign_up_attempt.subject': 'Quelqu’un a essayé de s’inscrire avec votre adresse chez {school}',
  'sign_up_attempt.preview':
    'Vous avez déjà un compte\u00a0: connectez-vous ou choisissez un nouveau mot de passe.',
  'sign_up_attempt.body':
    'Quelqu’un vient d’essayer de créer un compte chez {school} avec cette adresse. Vous en avez déjà un, donc rien n’a été modifié.',
  'sign_up_attempt.if_you': 'Si c’était vous, connectez-vous avec votre mot de passe\u00a0:',
  'sign_up_attempt.forgot':
    'Mot de passe oublié\u00a0? Choisissez-en un nouveau sur {forgotUrl}. Si ce n’était pas vous, vous pouvez ignorer cet e-mail\u00a0: votre compte et son mot de passe restent inchangés.',

  'reset_password.subject': 'Choisissez un nouveau mot de passe pour {school}',
  'reset_password.preview': 'Un lien pour choisir un nouveau mot de passe, valable 30\u00a0minutes.',
  'reset_password.body':
    'Quelqu’un, sans doute vous, a demandé à choisir un nouveau mot de passe pour votre compte. Ouvrez ce lien pour le choisir\u00a0:',
  'reset_password.button': 'Choisir un nouveau mot de passe',
  'reset_password.link': 'Le lien ne fonctionne qu’une fois, pendant 30\u00a0minutes\u00a0: {link}',
  'reset_password.not_you':
    'Vous n’avez rien demandé\u00a0? Ignorez cet e-mail\u00a0: votre mot de passe reste le même.',

  'reset_done.preview': 'Votre mot de passe a été modifié et toutes les sessions ont été fermées.',
  'reset_done.body':
    'Le mot de passe de votre compte vient d’être modifié grâce à un lien de réinitialisation, et tous les appareils connectés ont été déconnectés. Reconnectez-vous avec le nouveau mot de passe.',
  'reset_done.not_you':
    'Ce n’était pas vous\u00a0? Choisissez immédiatement un nouveau mot de passe sur {forgotUrl} et écrivez-nous depuis {contactUrl}.',

  'password_changed.subject': 'Votre mot de passe {school} a été modifié',
  'password_changed.preview': 'Le mot de passe de votre compte a été modifié le {when}.',
  'password_changed.heading': 'Votre mot de passe a été modifié',
  'password_changed.body':
    'Bonjour {name}, le mot de passe de votre compte chez {school} a été modifié le {when}, depuis {device}. {others}',
  'password_changed.body_with_address':
    'Bonjour {name}, le mot de passe de votre compte chez {school} a été modifié le {when}, depuis {device} (adresse {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {Vous n’étiez connecté nulle part ailleurs.} one {# autre appareil a été déconnecté\u00a0; reconnectez-vous sur cet appareil avec le nouveau mot de passe.} other {# autres appareils ont été déconnectés\u00a0; reconnectez-vous sur ces appareils avec le nouveau mot de passe.}}',
  'password_changed.not_you':
    'Ce n’était pas vous\u00a0? Quelqu’un connaît peut-être votre mot de passe\u00a0: choisissez-en un nouveau sans attendre avec «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion ({loginUrl}), et écrivez-nous.',

  'sessions_ended.subject':
    '{count, plural, one {Un appareil a été déconnecté de votre compte {school}} other {# appareils ont été déconnectés de votre compte {school}}}',
  'sessions_ended.preview': 'Déconnexion le {when}\u00a0: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {Un appareil a été déconnecté} other {# appareils ont été déconnectés}}',
  'sessions_ended.body':
    'Bonjour {name}, le {when}, votre compte chez {school} a été déconnecté de ces appareils, depuis {device}\u00a0:',
  'sessions_ended.device_with_address': '{device} (adresse {ipAddress})',
  'sessions_ended.not_you':
    'Ce n’était pas vous\u00a0? Quelqu’un d’autre est connecté à votre compte\u00a0: changez votre mot de passe dans votre profil, ce qui déconnecte tous les autres appareils, et écrivez-nous.',

  'role.name': '{role, select, user {élève} instructor {enseignant} other {administrateur}}',
  'role_change.subject':
    '{role, select, user {Votre compte est désormais un compte élève} instructor {Votre compte est désormais un compte enseignant} other {Votre compte est désormais un compte administrateur}}',
  'role_change.heading': 'Votre rôle a changé, {name}',
  'role_change.body':
    'Un administrateur a modifié votre compte, qui passe du rôle «\u00a0{from}\u00a0» au rôle «\u00a0{to}\u00a0». {meaning} Reconnectez-vous pour voir votre nouveau tableau de bord.',
  'role_change.meaning':
    '{role, select, user {Vous pouvez sélectionner des cours, les payer et suivre votre emploi du temps depuis votre tableau de bord.} instructor {Vous pouvez désormais ajouter des cours, que les administrateurs examinent, et suivre votre emploi du temps d’enseignement et vos listes d’élèves depuis votre tableau de bord.} other {Vous pouvez désormais examiner les cours, gérer les comptes, répondre aux messages et lire la boîte d’envoi depuis votre tableau de bord.}}',
  'role_change.button': 'Ouvrir votre tableau de bord',
  'role_change.not_expected':
    'Si vous ne vous attendiez pas à ce changement, répondez à l’école ou écrivez-nous depuis la page Contact.',

  'class_review.subject':
    '{status, select, approved {Votre cours «\u00a0{className}\u00a0» est approuvé} other {Votre cours «\u00a0{className}\u00a0» n’a pas été approuvé}}',
  'class_review.heading':
    '{status, select, approved {Votre cours est approuvé} other {Votre cours n’a pas été approuvé}}',
  'class_review.approved':
    'Bonne nouvelle, {name}\u00a0: «\u00a0{className}\u00a0» est approuvé. Il figure désormais au catalogue, où les élèves peuvent le sélectionner et le payer.',
  'class_review.denied':
    '{name}, un administrateur a examiné «\u00a0{className}\u00a0» et ne l’a pas approuvé en l’état.',
  'class_review.feedback': 'Le commentaire de l’administrateur',
  'class_review.edit':
    'Modifiez le cours dans Mes cours en tenant compte de ce commentaire\u00a0: un cours modifié repart en examen auprès des administrateurs.',
  'class_review.see_class': 'Voir la page de votre cours',
  'class_review.open_my_classes': 'Ouvrir Mes cours',
  'class_review.classes_link': 'Vos cours et leurs commentaires\u00a0: {url}',

  'contact_answer.subject': 'La réponse à votre message à {school}',
  'contact_answer.subject_reply': 'Re\u00a0: {subject}',
  'contact_answer.you_wrote': 'Vous avez écrit\u00a0:',
  'contact_answer.button': 'Nous écrire à nouveau',

  'newsletter.confirm_subject': 'Confirmez votre abonnement à la newsletter de {school}',
  'newsletter.already_subject': 'Vous êtes déjà abonné à la newsletter de {school}',
  'newsletter.confirm_preview': 'Un clic et la newsletter est à vous.',
  'newsletter.already_preview': 'Cette adresse figure déjà sur notre liste.',
  'newsletter.confirm_heading': 'Merci de confirmer votre abonnement',
  'newsletter.already_heading': 'Vous êtes déjà abonné',
  'newsletter.confirm_body':
    'Quelqu’un (vous, nous l’espérons) a demandé la newsletter de {school} à cette adresse\u00a0: les nouveaux cours et événements, une fois par mois. Confirmez et elle est à vous.',
  'newsletter.confirm_button': 'Confirmer mon abonnement',
  'newsletter.confirm_expiry':
    'Le lien fonctionne pendant {days, plural, one {#\u00a0jour} other {#\u00a0jours}}. Vous ne l’avez pas demandée\u00a0? Ne faites rien\u00a0: sans clic de votre part, nous ne vous écrirons plus.',
  'newsletter.already_body':
    'Quelqu’un a demandé la newsletter de {school} à cette adresse, qui figure déjà sur notre liste\u00a0: vous n’avez rien à faire, le prochain numéro arrivera comme d’habitude.',
  'newsletter.unsubscribe': 'Vous ne voulez plus de nos e-mails\u00a0? <link>Se désabonner</link>',

  'receipt.subject': 'Votre reçu {number}',
  'receipt.preview': 'Reçu {number}\u00a0: {total} payés.',
  'receipt.heading': 'Merci pour votre paiement',
  'receipt.intro': 'Votre paiement a bien été effectué et votre place est réservée. Voici votre reçu.',
  'receipt.intro_named':
    '{name}, votre paiement a bien été effectué et votre place est réservée. Voici votre reçu.',
  'receipt.number': 'Numéro de reçu',
  'receipt.class': 'Cours\u00a0: {className}',
  'receipt.coupon': 'Code promo {code}',
  'receipt.total': 'Total payé ({currency})',
  'receipt.paid_with': 'Payé avec',
  'receipt.transaction': 'Transaction',
  'receipt.button': 'Voir et imprimer votre reçu',
  'receipt.keep': '{schoolName}, {schoolAddress}. Conservez cet e-mail pour vos archives.',
  'receipt.card': '{brand} se terminant par {last4}',
  'receipt.card_unnamed': 'Carte',
  'receipt.no_card': 'Aucune carte nécessaire',

  'credit_note.subject': 'Votre avoir {number}\u00a0: {amount} remboursés',
  'credit_note.preview': 'Avoir {number}\u00a0: {amount} remboursés.',
  'credit_note.heading': 'Votre remboursement est en route',
  'credit_note.intro':
    '{cancelled, select, yes {Votre inscription au cours {className} est annulée et {amount} sont remboursés sur la carte avec laquelle vous avez payé. Les banques mettent en général 5 à 10\u00a0jours à l’afficher.} other {Pour le cours {className}, {amount} sont remboursés sur la carte avec laquelle vous avez payé. Les banques mettent en général 5 à 10\u00a0jours à l’afficher.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}, votre inscription au cours {className} est annulée et {amount} sont remboursés sur la carte avec laquelle vous avez payé. Les banques mettent en général 5 à 10\u00a0jours à l’afficher.} other {{name}, pour le cours {className}, {amount} sont remboursés sur la carte avec laquelle vous avez payé. Les banques mettent en général 5 à 10\u00a0jours à l’afficher.}}',
  'credit_note.number': 'Numéro d’avoir',
  'credit_note.class': 'Cours',
  'credit_note.original_receipt': 'Reçu d’origine',
  'credit_note.reason': 'Motif',
  'credit_note.amount': 'Montant remboursé ({currency})',
  'credit_note.button': 'Voir votre historique de paiements',
  'credit_note.keep': 'Conservez cet e-mail avec votre reçu pour vos archives.',

  'session_change.subject':
    '{kind, select, moved {Une séance de «\u00a0{className}\u00a0» a été déplacée} other {Une séance de «\u00a0{className}\u00a0» est annulée}}',
  'session_change.heading':
    '{kind, select, moved {Une séance a été déplacée} other {Une séance est annulée}}',
  'session_change.moved':
    'La séance de «\u00a0{className}\u00a0» prévue le {previousTime} aura désormais lieu le\u00a0:',
  'session_change.cancelled': 'La séance de «\u00a0{className}\u00a0» du {previousTime} n’aura pas lieu.',
  'session_change.why': 'Motif\u00a0: {reason}',
  'session_change.button': 'Voir les séances du cours',
  'session_change.calendar': 'Votre fichier d’agenda et votre flux d’agenda affichent aussi le changement.',

  'reminder.subject': 'Votre cours «\u00a0{className}\u00a0» commence demain',
  'reminder.heading': '{className} commence bientôt',
  'reminder.body': '{name}, la première séance de «\u00a0{className}\u00a0» a lieu le\u00a0:',
  'reminder.where': 'Lieu\u00a0: {address}',
  'reminder.online': 'Le cours a lieu en ligne\u00a0: le lien de la réunion se trouve sur la page du cours.',
  'reminder.button': 'Ouvrir le cours',

  'waitlist_offer.subject': 'Une place dans «\u00a0{className}\u00a0» vous attend',
  'waitlist_offer.heading': 'Bonne nouvelle, {name}\u00a0: une place s’est libérée',
  'waitlist_offer.body':
    'Une place s’est libérée dans «\u00a0{className}\u00a0» et vous êtes en tête de la liste d’attente. Nous vous la réservons pendant {hours, plural, one {#\u00a0heure} other {#\u00a0heures}}, jusqu’à\u00a0:',
  'waitlist_offer.button': 'Payer votre place',
  'waitlist_offer.after':
    'Si vous n’avez pas payé d’ici là, la place revient à l’élève suivant sur la liste. Si vous n’en voulez plus, quittez la liste d’attente depuis la page du cours et elle passera aussitôt à l’élève suivant.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {La place proposée dans «\u00a0{className}\u00a0» est retirée} other {La liste d’attente de «\u00a0{className}\u00a0» est close}}',
  'waitlist_withdrawn.heading': 'Nous sommes désolés, {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {La place que nous vous réservions dans «\u00a0{className}\u00a0» n’est plus en vente\u00a0; l’offre est donc retirée. {why} Rien ne vous a été facturé.} other {Vous ne figurez plus sur la liste d’attente de «\u00a0{className}\u00a0». {why} Rien ne vous a été facturé.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {Toutes les séances du cours ont désormais eu lieu.} other {Le cours a commencé, et l’école n’accepte pas de nouveaux élèves une fois un cours commencé.}}',
};

import type { ServerCatalogue } from '#server/i18n/server-messages';

// French puts a no-break space before : ? ! (written \u00a0 here).
const wait =
  '{unit, select, second {{count, plural, one {# seconde} other {# secondes}}} other {{count, plural, one {# minute} other {# minutes}}}}';

export const fr: ServerCatalogue = {
  bad_request: 'La requête n’est pas valide.',
  'bad_request.field': 'Champ {field} non valide\u00a0: {problem}',
  'bad_request.field_not_accepted': 'Ce champ n’est pas accepté',
  'bad_request.unstorable_text': 'La requête contient des caractères que nous ne pouvons pas enregistrer.',
  'bad_request.address_not_valid': 'L’adresse n’est pas valide.',
  'bad_request.address_too_long': 'L’adresse est trop longue.',
  'bad_request.class_not_free': 'Ce cours n’est pas gratuit\u00a0: merci de le payer.',
  'bad_request.class_free':
    'Ce cours est gratuit\u00a0: inscrivez-vous sans payer (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'Avec ce code promo, le cours est gratuit\u00a0: inscrivez-vous sans payer (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'Ce paiement n’a pas été fait sur ce site.',
  'bad_request.payment_for_another_class': 'Ce paiement concerne un autre cours.',
  'bad_request.payment_in_another_currency': 'Ce paiement est dans une autre devise.',
  unauthorized: 'Merci de vous connecter d’abord.',
  forbidden: 'Vous n’avez pas le droit de faire ceci.',
  'forbidden.roles':
    '{roles, select, admin {Ceci est réservé aux comptes administrateur.} instructor {Ceci est réservé aux comptes enseignant.} user {Ceci est réservé aux comptes élève.} instructor_admin {Ceci est réservé aux comptes enseignant ou administrateur.} other {Vous n’avez pas le droit de faire ceci.}}',
  'forbidden.foreign_origin': 'Cette requête doit venir du site lui-même.',
  'forbidden.own_cart': 'Vous ne pouvez voir que votre propre panier.',
  'forbidden.own_payments': 'Vous ne pouvez voir que vos propres paiements.',
  'forbidden.payment_of_another_account': 'Ce paiement appartient à un autre compte.',
  not_found: 'Introuvable.',
  'not_found.route': 'Aucune route pour {method} {path}.',
  'not_found.class': 'Ce cours n’existe pas.',
  'not_found.cart_item': 'Cet article n’est pas dans votre panier.',
  'not_found.payment': 'Ce paiement n’existe pas.',
  'not_found.transaction': 'Aucun paiement ne porte cet identifiant de transaction.',
  conflict:
    'Quelqu’un a modifié ceci au même moment (par exemple, la dernière place est partie). Merci de réessayer.',
  'conflict.already_selected': 'Vous avez déjà choisi ce cours.',
  'conflict.already_enrolled': 'Vous suivez déjà ce cours.',
  'conflict.class_full': 'Ce cours est complet.',
  'conflict.seats_held':
    'Toutes les places restantes sont réservées par des élèves en train de payer. Merci de réessayer dans quelques minutes.',
  'conflict.held_seats_limit':
    'Vous avez déjà des places réservées et non payées dans {max} cours, le maximum autorisé à la fois. Payez l’un d’eux, retirez-en un de vos cours choisis ou attendez qu’une réservation expire, puis réessayez.',
  'conflict.own_class_select': 'C’est votre propre cours\u00a0: vous ne pouvez pas le choisir.',
  'conflict.own_class_pay': 'C’est votre propre cours\u00a0: vous ne pouvez pas y acheter une place.',
  'conflict.class_not_offered': 'Ce cours n’est plus proposé.',
  'conflict.payment_being_prepared':
    'Votre paiement est en cours de préparation dans une autre fenêtre. Merci de réessayer.',
  'conflict.payment_has_been_refunded': 'Ce paiement a été remboursé.',
  'conflict.payment_cancelled': 'Ce paiement a été annulé. Merci de recommencer.',
  'conflict.payment_was_refunded': 'Ce paiement a été remboursé.',
  'conflict.payment_not_confirmable': 'Ce paiement ne peut plus être confirmé.',
  too_many_requests: `Trop de tentatives. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.sign_ins': `Trop de connexions échouées. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.new_accounts': `Trop de nouveaux comptes depuis cette adresse. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.wrong_passwords': `Trop de mots de passe erronés. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.links_sent': `Trop de liens envoyés à cette adresse. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.password_resets': `Trop de demandes de réinitialisation du mot de passe. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.subscriptions': `Trop d’inscriptions depuis cette adresse. Merci d’attendre ${wait} avant de réessayer.`,
  'too_many_requests.confirmation_mails': `Trop d’e-mails de confirmation envoyés à cette adresse e-mail. Merci d’attendre ${wait} avant de réessayer.`,
  service_unavailable: 'Le service est momentanément indisponible. Réessayez.',
  internal_error: 'Un problème est survenu de notre côté. Merci de réessayer.',
  payment_incomplete: 'Ce paiement n’est pas encore passé.',
  card_declined: 'Votre carte a été refusée.',
  insufficient_funds: 'Le solde de votre carte est insuffisant.',
  incorrect_number: 'Le numéro de votre carte est incorrect.',
  expired_card: 'Votre carte a expiré.',
  incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
  email_unverified:
    'Merci de confirmer votre adresse e-mail avant de payer\u00a0: ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau depuis votre tableau de bord.',
  class_ended: 'Terminé\u00a0: toutes les séances de ce cours ont eu lieu.',
  class_started: 'Ce cours a commencé\u00a0; il n’accepte plus de nouveaux élèves.',
  method_not_allowed: 'Cette méthode n’est pas autorisée ici.',
  not_acceptable: 'Aucune réponse n’est disponible dans un format que cette requête accepte.',
  payload_too_large: 'La requête est trop volumineuse.',
  unsupported_media_type: 'Ce type de contenu n’est pas accepté ici.',
  'bad_request.link_invalid':
    'Ce lien n’est pas valide. Vérifiez que vous l’avez copié en entier, ou demandez-en un nouveau.',
  link_used: 'Ce lien a déjà été utilisé. Demandez-en un nouveau si besoin.',
  link_expired: 'Ce lien a expiré. Demandez-en un nouveau.',
  'bad_request.choose_password': 'Choisissez votre mot de passe et confirmez votre nom pour continuer.',
  'bad_request.account_gone': 'Ce compte n’existe plus.',
  'conflict.email_already_verified': 'Votre adresse e-mail est déjà confirmée.',
  'bad_request.same_password': 'Le nouveau mot de passe doit être différent de l’actuel.',
  'bad_request.wrong_current_password': 'Le mot de passe actuel n’est pas le bon.',
  'conflict.no_password':
    'Votre compte se connecte par un service externe\u00a0: il n’a donc pas de mot de passe à modifier ici.',
  'conflict.password_changed_meanwhile': 'Votre mot de passe a été modifié entre-temps. Merci de réessayer.',
  'not_found.account_session': 'Cette session n’existe pas\u00a0: elle est peut-être déjà terminée.',
  'conflict.current_session':
    'C’est la session que vous utilisez en ce moment\u00a0: déconnectez-vous pour y mettre fin.',
  'unauthorized.invalid_credentials': 'Adresse e-mail ou mot de passe incorrect',
  'conflict.email_taken': 'Un compte existe déjà avec cette adresse e-mail.',
  'bad_request.refused': 'La requête a été refusée.',
  'not_found.sign_in_provider': 'Ce service de connexion n’existe pas.',
  'service_unavailable.sign_in_provider': 'Le service de connexion est injoignable pour le moment.',
  'bad_request.sign_in_expired': 'Cette connexion a expiré. Merci de recommencer.',
  'has_classes.change_role':
    '{count, plural, one {Ce compte enseignant donne encore {count} cours\u00a0: {names}. Confiez-le à un autre enseignant dans «\u00a0Gérer les cours\u00a0», ou supprimez-le, avant de changer son rôle.} other {Ce compte enseignant donne encore {count} cours\u00a0: {names}. Confiez-les à un autre enseignant dans «\u00a0Gérer les cours\u00a0», ou supprimez-les, avant de changer son rôle.}}',
  'has_classes.delete':
    '{count, plural, one {Ce compte enseignant donne encore {count} cours\u00a0: {names}. Confiez-le à un autre enseignant dans «\u00a0Gérer les cours\u00a0», ou supprimez-le, avant de supprimer son compte.} other {Ce compte enseignant donne encore {count} cours\u00a0: {names}. Confiez-les à un autre enseignant dans «\u00a0Gérer les cours\u00a0», ou supprimez-les, avant de supprimer son compte.}}',
  paid_enrolments:
    '{count, plural, one {Ce compte élève a payé {count} cours ({names}). Choisissez «\u00a0Rembourser et supprimer\u00a0» pour rembourser ce paiement, puis supprimer le compte.} other {Ce compte élève a payé {count} cours ({names}). Choisissez «\u00a0Rembourser et supprimer\u00a0» pour rembourser ces paiements, puis supprimer le compte.}}',
  'conflict.last_admin': 'L’école a besoin d’au moins un compte administrateur.',
  'not_found.user_id': 'Aucun compte ne porte cet identifiant.',
  'not_found.user_email': 'Aucun compte n’utilise cette adresse e-mail.',
  'forbidden.instructor_profile': 'Seuls les enseignants ont une biographie et des langues.',
  'forbidden.own_role_only': 'Vous ne pouvez consulter que votre propre rôle.',
  'forbidden.own_role_change': 'Vous ne pouvez pas changer votre propre rôle.',
  'forbidden.own_account_delete': 'Vous ne pouvez pas supprimer votre propre compte ici.',
  'bad_gateway.refund_before_delete':
    'Le prestataire de paiement n’a pas remboursé le paiement de «\u00a0{className}\u00a0»\u00a0: rien n’a donc été supprimé. Merci de réessayer plus tard.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {Le prestataire de paiement n’a pas remboursé le paiement de «\u00a0{className}\u00a0»\u00a0: rien n’a donc été supprimé. {count} autre paiement a déjà été remboursé et ne le sera pas deux fois. Merci de réessayer plus tard.} other {Le prestataire de paiement n’a pas remboursé le paiement de «\u00a0{className}\u00a0»\u00a0: rien n’a donc été supprimé. {count} autres paiements ont déjà été remboursés et ne le seront pas deux fois. Merci de réessayer plus tard.}}',
  'not_found.class_id': 'Aucun cours ne porte cet identifiant.',
  'not_found.class_session': 'Ce cours n’a aucune séance avec cet identifiant.',
  'not_found.instructor': 'Aucun enseignant ne porte cet identifiant.',
  'bad_request.schedule_unknown_zone':
    '«\u00a0{zone}\u00a0» n’est pas un fuseau horaire que nous connaissons. Choisissez-en un comme Europe/Paris ou America/New_York.',
  'bad_request.schedule_too_many':
    'Un cours peut avoir au plus {max} séances\u00a0; ce calendrier en a {count}.',
  'bad_request.schedule_no_sessions':
    'Ce calendrier n’a aucune séance\u00a0: choisissez au moins un jour de cours.',
  'bad_request.schedule_skipped_time':
    '{time} n’existe pas le {date} dans le fuseau {zone}\u00a0: cette nuit-là, on avance les horloges. Choisissez une autre heure de début, ou sautez le {date}.',
  'conflict.clash':
    '{what, select, moved {Le nouvel horaire} other {Une séance}} du {date} chevauche «\u00a0{className}\u00a0» du {otherDate}, un cours du même enseignant. Choisissez un autre horaire.',
  'field.unknown_image': 'L’image doit avoir été téléversée sur ce site',
  'forbidden.own_class_sessions': 'Vous ne pouvez modifier que les séances de vos propres cours.',
  'conflict.session_over': 'Cette séance a déjà eu lieu\u00a0; elle ne peut plus changer.',
  'bad_request.min_price_above_max':
    'Le prix minimum (minPrice) ne peut pas dépasser le prix maximum (maxPrice)',
  'bad_request.unknown_time_zone': 'tz\u00a0: le fuseau horaire {zone} n’est pas connu ici',
  'forbidden.unapproved_classes': 'Seuls les administrateurs voient les cours qui ne sont pas approuvés.',
  'forbidden.own_classes': 'Vous ne pouvez voir que vos propres cours.',
  'forbidden.own_class_schedule': 'Vous ne pouvez vérifier que le calendrier de vos propres cours.',
  'forbidden.own_class_edit': 'Vous ne pouvez modifier que vos propres cours.',
  'forbidden.own_class_delete': 'Vous ne pouvez supprimer que vos propres cours.',
  'conflict.schedule_has_students':
    'Des élèves sont inscrits à ce cours\u00a0: son calendrier ne peut donc pas être remplacé. Déplacez ou annulez ses séances une par une.',
  'conflict.session_cancelled':
    'Cette séance a été annulée\u00a0; une séance annulée ne peut pas être déplacée.',
  'bad_request.time_skipped':
    '{time} n’existe pas le {date} dans le fuseau {zone}\u00a0: cette nuit-là, on avance les horloges. Choisissez un autre horaire.',
  'bad_request.time_passed': 'Le nouvel horaire est déjà passé. Choisissez un horaire à venir.',
  'conflict.class_has_students':
    'Des élèves sont inscrits à ce cours\u00a0: il ne peut donc pas être supprimé.',
  'bad_request.not_an_instructor': 'Un cours ne peut être confié qu’à un enseignant.',
  'field.not_an_instructor': 'doit être l’identifiant d’un compte au rôle d’enseignant',
  'conflict.class_approved': 'Ce cours est déjà approuvé\u00a0; un cours approuvé ne peut pas être refusé.',
  'forbidden.not_your_roster':
    'Seul l’enseignant de ce cours (ou un administrateur) peut voir la liste des élèves et faire l’appel.',
  'not_found.student_not_enrolled': 'Cette personne n’est pas inscrite à ce cours.',
  'conflict.session_cancelled_attendance': 'Cette séance a été annulée\u00a0: on n’y fait pas l’appel.',
  'conflict.session_not_started':
    'Cette séance n’a pas encore commencé\u00a0: l’appel pourra se faire dès son début.',
  'not_found.not_enrolled_in_class': 'Vous n’avez d’inscription à aucun cours portant cet identifiant.',
  'forbidden.calendar_students_only':
    'Seuls les élèves inscrits à ce cours peuvent ajouter ses séances à un agenda.',
  'not_found.calendar_feed': 'Aucun flux d’agenda à cette adresse.',
  'payload_too_large.image_bytes': 'L’image est trop lourde\u00a0: {megabytes} Mo au maximum.',
  'payload_too_large.image_pixels': 'L’image est trop grande\u00a0: {megapixels} mégapixels au maximum.',
  'payload_too_large.form_fields': 'Trop de champs de formulaire\u00a0: envoyez seulement l’image.',
  'payload_too_large.image_quota':
    'Vos images occupent déjà {used} des {quota} dont dispose chaque compte\u00a0: il n’y a plus de place pour celle-ci.',
  'bad_request.one_image': 'Envoyez une seule image à la fois.',
  'field.one_image': 'Une seule image peut être envoyée à la fois',
  'bad_request.no_image': 'Choisissez une image à téléverser.',
  'field.image_required': 'L’image est obligatoire',
  'bad_request.unreadable_upload': 'Le fichier envoyé n’a pas pu être lu.',
  'field.unreadable_image': 'L’image n’a pas pu être lue',
  'unsupported_media_type.multipart':
    'Envoyez l’image en multipart/form-data dans le champ «\u00a0image\u00a0».',
  'unsupported_media_type.not_an_image': 'Seules les images JPEG, PNG, WebP et GIF peuvent être téléversées.',
  'service_unavailable.images_busy':
    'Le serveur est occupé par d’autres images\u00a0: réessayez dans quelques secondes.',
  'too_many_requests.uploads_at_once':
    'Vous téléversez déjà {count} images\u00a0: attendez qu’elles soient terminées avant d’envoyer la suivante.',
  'too_many_requests.uploads_per_hour':
    'Vous pouvez téléverser au plus {max} images par heure\u00a0: réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'not_found.image': 'Aucune image ne porte cet identifiant.',
  'email_unverified.waitlist':
    'Merci de confirmer votre adresse e-mail avant de vous inscrire sur une liste d’attente\u00a0: ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau depuis votre tableau de bord.',
  'conflict.waitlist_own_class':
    'C’est votre propre cours\u00a0: vous ne pouvez pas vous inscrire sur sa liste d’attente.',
  'conflict.waitlist_already': 'Vous êtes déjà sur la liste d’attente de ce cours.',
  'conflict.waitlist_seat_free':
    'Une place est libre dans ce cours\u00a0: choisissez-la plutôt que de vous inscrire sur la liste d’attente.',
  waitlist_limit:
    '{lines, plural, one {Vous êtes déjà sur {lines} liste d’attente, le maximum autorisé à la fois. Quittez-la pour vous inscrire sur celle-ci.} other {Vous êtes déjà sur {lines} listes d’attente, le maximum autorisé à la fois. Quittez-en une pour vous inscrire sur celle-ci.}}',
  'not_found.waitlist_not_on': 'Vous n’êtes pas sur la liste d’attente de ce cours.',
  'not_found.coupon': 'Aucun code promo ne porte cet identifiant.',
  'not_found.coupon_code': 'Aucun code promo ne correspond à ce code.',
  'conflict.coupon_unknown': 'Aucun code promo ne correspond à ce code.',
  'conflict.coupon_inactive': 'Le code promo {code} n’est plus proposé.',
  'conflict.coupon_not_yet_valid':
    'Le code promo {code} n’est pas encore valable\u00a0: il commence le {start} (heure de l’école).',
  'conflict.coupon_expired': 'Le code promo {code} a expiré.',
  'conflict.coupon_used_up': 'Le code promo {code} est épuisé.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {Vous avez déjà utilisé le code promo {code}.} other {Vous avez déjà utilisé le code promo {code} {times} fois, autant qu’il le permet.}}',
  'conflict.coupon_not_for_class': 'Le code promo {code} n’est pas valable pour ce cours.',
  'conflict.coupon_below_minimum': 'Le code promo {code} ne vaut que pour les cours à partir de {minimum}.',
  'conflict.coupon_taken_off': '{refusal} Il a été retiré\u00a0; le cours revient à son propre prix.',
  'conflict.coupon_code_taken': 'Un code promo {code} existe déjà.',
  'bad_request.percent_coupon_amount': 'Un code promo en pourcentage n’a pas de montant de remise.',
  'field.empty_for_percent': 'Laissez ce champ vide pour un code promo en pourcentage',
  'bad_request.amount_coupon_percent': 'Un code promo à montant fixe n’a pas de pourcentage.',
  'field.empty_for_amount': 'Laissez ce champ vide pour un code promo à montant fixe',
  'field.percent_off_missing': 'Indiquez le pourcentage de remise, de 1 à 100',
  'field.amount_off_missing': 'Indiquez le montant de la remise, en dollars',
  'field.amount_off_zero': 'Le montant de la remise doit être supérieur à 0',
  'field.valid_until_first':
    'La date «\u00a0Valable jusqu’au\u00a0» doit suivre la date «\u00a0Valable à partir du\u00a0»',
  'field.no_class_chosen': 'Choisissez au moins un cours',
  'field.unknown_class': 'Aucun cours ne porte l’identifiant {id}',
  'field.no_language_chosen': 'Choisissez au moins une langue',
  'field.max_uses_below_uses':
    'Le nombre total d’utilisations ne peut pas être inférieur aux {uses} déjà faites',
  'conflict.refunded_no_seat':
    'Nous sommes désolés\u00a0: la dernière place de ce cours a été prise après l’expiration de votre réservation. Votre paiement a été remboursé.',
  'conflict.refunded_already_enrolled': 'Vous suivez déjà ce cours. Votre paiement a été remboursé.',
  'conflict.refunded_price_changed':
    'Le prix de ce cours a changé pendant votre paiement. Votre paiement a été remboursé\u00a0; merci de payer à nouveau.',
  'conflict.refunded_class_unavailable': 'Ce cours n’est plus proposé. Votre paiement a été remboursé.',
  'conflict.refunded_account_deleted': 'Ce compte a été supprimé et ses paiements ont été remboursés.',
  'conflict.refunded_coupon_used_up':
    'D’autres élèves ont épuisé votre code promo pendant votre paiement. Votre paiement a été remboursé et le code promo retiré\u00a0: payez à nouveau au prix du cours, ou essayez un autre code.',
  'conflict.refunded_coupon_invalid':
    'Votre code promo a cessé d’être valable (il a expiré ou a été retiré) pendant votre paiement. Votre paiement a été remboursé et le code promo retiré\u00a0: merci de payer à nouveau.',
  'class_ended.refunded':
    'Terminé\u00a0: toutes les séances de ce cours ont eu lieu. Votre paiement a été remboursé.',
  'class_started.refunded':
    'Ce cours a commencé\u00a0; il n’accepte plus de nouveaux élèves. Votre paiement a été remboursé.',
  'conflict.refunded_own_class':
    'C’est votre propre cours\u00a0: vous ne pouvez pas y acheter une place. Votre paiement a été remboursé.',
  'field.not_this_payment': 'ne correspond pas au paiement',
  'bad_request.stripe_signature_missing': 'L’en-tête Stripe-Signature est absent.',
  'bad_request.stripe_signature_wrong': 'La signature du webhook ne correspond pas.',
  'bad_request.not_a_stripe_event': 'Le corps du webhook n’est pas un événement Stripe.',
  'not_found.enrolment': 'Vous n’avez pas d’inscription à ce cours.',
  'conflict.enrolment_cancelled': 'Cette inscription est déjà annulée.',
  'not_found.payment_id': 'Aucun paiement ne porte cet identifiant.',
  'bad_gateway.refund_not_cancelled':
    'Le prestataire de paiement n’a pas remboursé votre paiement\u00a0: votre inscription n’a donc pas été annulée. Merci de réessayer dans quelques minutes.',
  'bad_gateway.refund_not_made':
    'Le prestataire de paiement n’a pas effectué le remboursement\u00a0: rien n’a donc été enregistré. Merci de réessayer dans quelques minutes.',
  refund_changed:
    'Le remboursement a changé depuis qu’il vous a été présenté. {rule} En annulant maintenant, vous récupérez {refund}. Merci de confirmer à nouveau.',
  'conflict.refunded_in_full': 'Ce paiement est déjà entièrement remboursé.',
  'bad_request.refund_above_left': 'Il reste au plus {left} à rembourser sur ce paiement.',
  'conflict.not_enrolled_by_payment':
    'L’inscription liée à ce paiement n’existe plus\u00a0: remboursez sans annuler l’inscription.',
  'refund_rule.free': 'Ce cours était gratuit\u00a0: il n’y a rien à rembourser.',
  'refund_rule.unscheduled_full':
    'Ce cours n’a pas encore de calendrier\u00a0: l’école le rembourse intégralement.',
  'refund_rule.unscheduled_none': 'Ce cours n’a pas de calendrier\u00a0: l’école ne le rembourse pas.',
  'refund_rule.full':
    'Vous annulez au moins {days, plural, one {# jour} other {# jours}} avant la première séance\u00a0: remboursement intégral.',
  'refund_rule.partial':
    'Vous annulez moins de {days, plural, one {# jour} other {# jours}} mais au moins {hours, plural, one {# heure} other {# heures}} avant la première séance\u00a0: {percent}\u00a0% du prix vous est rendu.',
  'refund_rule.none_days':
    'Vous annulez moins de {days, plural, one {# jour} other {# jours}} avant la première séance\u00a0: aucun remboursement.',
  'refund_rule.none_hours':
    'Vous annulez moins de {hours, plural, one {# heure} other {# heures}} avant la première séance\u00a0: aucun remboursement.',
  'refund_rule.begun': 'Le cours a commencé\u00a0: aucun remboursement.',
  'refund_rule.partly_refunded': '{rule} {refunded} ont déjà été remboursés.',
  'not_found.receipt': 'Aucun reçu ne porte cet identifiant.',
  'bad_request.payout_in_future': 'La date du versement ne peut pas être dans le futur.',
  'field.payout_in_future': 'La date du versement ne peut pas être dans le futur',
  'conflict.nothing_owed': 'Rien n’est dû à {name}.',
  'conflict.payout_above_owed':
    'Seulement {owed} sont dus à {name}\u00a0: un versement ne peut pas dépasser ce montant.',
  'bad_request.report_too_long':
    'Un rapport couvre au plus {max} mois\u00a0: choisissez un premier mois plus tardif, ou un dernier mois.',
  'field.report_too_long': 'Un rapport couvre au plus {max} mois',
  'not_found.application': 'Aucune candidature ne porte cet identifiant.',
  'conflict.application_decided':
    '{status, select, accepted {Cette candidature a déjà été acceptée.} declined {Cette candidature a déjà été refusée.} other {Cette candidature a déjà été traitée ({status}).}}',
  'conflict.already_teaching': 'Votre compte enseigne déjà ici.',
  'conflict.application_open': 'Vous avez déjà une candidature en attente de réponse.',
  'conflict.applicant_not_student': 'Le compte candidat n’est plus un compte élève.',
  'bad_request.reopened_with_answer': 'Un message rouvert ne peut pas contenir de réponse.',
  'field.answer_needs_answered': 'Marquez le message comme traité pour envoyer une réponse',
  'not_found.contact_message': 'Aucun message ne porte cet identifiant.',
  'not_found.newsletter_confirmation':
    'Nous ne reconnaissons pas ce lien de confirmation. Rouvrez-le depuis l’e-mail, ou inscrivez-vous à nouveau.',
  'bad_request.newsletter_link_used':
    'Ce lien de confirmation a déjà été utilisé. Si vous n’êtes pas sur la liste, inscrivez-vous à nouveau.',
  'bad_request.newsletter_link_expired':
    'Ce lien de confirmation a expiré. Inscrivez-vous à nouveau et nous vous en enverrons un nouveau.',
  'not_found.newsletter_unsubscribe':
    'Nous ne reconnaissons pas ce lien de désinscription. Rouvrez-le depuis l’e-mail, ou écrivez-nous.',
  'not_found.file': 'Ce fichier n’existe pas.',
  'field.link_unknown': 'inconnu',
  'field.link_used_already': 'déjà utilisé',
  'field.link_expired': 'expiré',
  'field.password_required': 'Le mot de passe est obligatoire',
  'field.username_required': 'Le nom d’utilisateur est obligatoire',
  'field.nul_character': 'ne doit pas contenir de caractère NUL',
  'field.half_character': 'doit être un texte Unicode valide (il contient une moitié de caractère)',
  'field.nested_too_deeply': 'est imbriqué trop profondément',
  'field.required': 'Ce champ est obligatoire',
  'field.too_short': '{minimum, plural, one {Au moins # caractère} other {Au moins # caractères}}',
  'field.too_long': '{maximum, plural, one {Au plus # caractère} other {Au plus # caractères}}',
  'field.too_few':
    '{minimum, plural, one {Choisissez au moins # élément} other {Choisissez au moins # éléments}}',
  'field.too_many':
    '{maximum, plural, one {Choisissez au plus # élément} other {Choisissez au plus # éléments}}',
  'field.number_too_small':
    '{inclusive, select, false {Doit être supérieur à {minimum, number}} other {Doit être au moins {minimum, number}}}',
  'field.number_too_big':
    '{inclusive, select, false {Doit être inférieur à {maximum, number}} other {Doit être au plus {maximum, number}}}',
  'field.not_multiple_of': 'Doit être un multiple de {divisor, number}',
  'field.not_email': 'Saisissez une adresse e-mail valide',
  'field.not_id': 'Identifiant non valide',
  'field.bad_format': 'N’est pas écrit sous la forme attendue',
  'field.not_choice': 'Choisissez parmi\u00a0: {choices}',
  'field.wrong_type':
    '{expected, select, string {Doit être du texte} number {Doit être un nombre} int {Doit être un nombre entier} boolean {Doit être true ou false} array {Doit être une liste} object {Doit être un objet} other {N’a pas le bon type}}',
  'field.not_valid': 'N’est pas valide',
  'answer.check_inbox':
    'Consultez votre boîte de réception\u00a0: nous avons envoyé un message à cette adresse. Ouvrez son lien pour confirmer l’adresse et vous connecter.',
  'answer.check_mailbox':
    'Cette école n’envoie pas d’e-mails\u00a0: rien n’arrive donc dans une boîte de réception. Le message pour cette adresse est conservé dans la Boîte aux lettres de son compte. Connectez-vous et ouvrez «\u00a0Boîte aux lettres\u00a0» dans votre tableau de bord\u00a0; son lien confirme l’adresse.',
  'answer.verification_sent': 'Nous avons envoyé un nouveau lien à votre adresse. Il est valable 24 heures.',
  'answer.verification_kept':
    'Nous avons déposé un nouveau lien dans votre Boîte aux lettres, dans votre tableau de bord (cette école n’envoie pas d’e-mails). Il est valable 24 heures.',
  'answer.reset_sent':
    'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien est valable 30 minutes.',
  'answer.reset_kept':
    'Cette école n’envoie pas d’e-mails. Si un compte utilise cette adresse, son lien pour choisir un nouveau mot de passe est conservé dans la Boîte aux lettres du compte (ouvrez «\u00a0Boîte aux lettres\u00a0» dans votre tableau de bord, là où votre session est encore ouverte) et dans la boîte d’envoi de l’école, où l’administration peut vous le lire. Le lien est valable 30 minutes.',
  'answer.password_changed':
    'Votre mot de passe a été modifié et toutes les sessions ont été déconnectées. Connectez-vous avec le nouveau mot de passe.',
  'answer.newsletter_check_inbox':
    'Merci\u00a0! Consultez votre boîte de réception\u00a0: l’e-mail que nous vous avons envoyé contient un lien qui confirme votre inscription.',
  'answer.newsletter_no_mail':
    'Merci\u00a0! Cette école n’envoie pas encore d’e-mails\u00a0: rien n’arrivera donc dans votre boîte de réception. Le lien qui confirme votre inscription attend dans la boîte d’envoi de l’école, et aucune lettre d’information ne partira tant que l’école n’enverra pas d’e-mails.',
  'answer.newsletter_confirmed':
    'Merci\u00a0! Votre inscription est confirmée\u00a0: la prochaine lettre d’information est pour vous.',
  'answer.newsletter_unsubscribed':
    'Désinscription confirmée\u00a0: cette adresse ne recevra plus nos lettres d’information.',
  'answer.newsletter_not_on_list': 'Cette adresse ne figure plus sur la liste de notre lettre d’information.',
  'answer.message_sent':
    'Merci\u00a0! Votre message est bien arrivé à l’école. Nous répondons sous deux jours ouvrés.',
  'answer.message_sent_to_mailbox':
    'Merci\u00a0! Votre message est bien arrivé à l’école. Nous répondons sous deux jours ouvrés\u00a0: la réponse sera dans «\u00a0Boîte aux lettres\u00a0», dans votre tableau de bord, car cette école n’envoie pas d’e-mails.',
  'answer.message_sent_no_mail':
    'Merci\u00a0! Votre message est bien arrivé à l’école. Cette école n’envoie pas d’e-mails\u00a0: notre réponse ne peut donc pas vous parvenir par e-mail. Connectez-vous et écrivez-nous depuis l’adresse de votre compte pour la lire dans votre tableau de bord, ou appelez-nous au {phone}.',
};

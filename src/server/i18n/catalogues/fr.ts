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
};

import type { ServerCatalogue } from '#server/i18n/server-messages';

const wait =
  '{unit, select, second {{count, plural, one {# segundo} other {# segundos}}} other {{count, plural, one {# minuto} other {# minutos}}}}';

export const es: ServerCatalogue = {
  bad_request: 'La solicitud no es válida.',
  'bad_request.field': 'El campo {field} no es válido: {problem}',
  'bad_request.field_not_accepted': 'Este campo no se admite',
  'bad_request.unstorable_text': 'La solicitud contiene caracteres que no podemos guardar.',
  'bad_request.address_not_valid': 'La dirección no es válida.',
  'bad_request.address_too_long': 'La dirección es demasiado larga.',
  'bad_request.class_not_free': 'Esta clase no es gratuita: tienes que pagarla.',
  'bad_request.class_free': 'Esta clase es gratuita: inscríbete sin pagar (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'Con este cupón la clase te sale gratis: inscríbete sin pagar (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'Este pago no se hizo en este sitio.',
  'bad_request.payment_for_another_class': 'Este pago corresponde a otra clase.',
  'bad_request.payment_in_another_currency': 'Este pago está en otra moneda.',
  unauthorized: 'Primero inicia sesión, por favor.',
  forbidden: 'No tienes permiso para hacer esto.',
  'forbidden.roles':
    '{roles, select, admin {Esto es solo para cuentas de administración.} instructor {Esto es solo para cuentas de profesor.} user {Esto es solo para cuentas de estudiante.} instructor_admin {Esto es solo para cuentas de profesor o de administración.} other {No tienes permiso para hacer esto.}}',
  'forbidden.foreign_origin': 'Esta solicitud tiene que venir del propio sitio.',
  'forbidden.own_cart': 'Solo puedes ver tu propio carrito.',
  'forbidden.own_payments': 'Solo puedes ver tus propios pagos.',
  'forbidden.payment_of_another_account': 'Este pago pertenece a otra cuenta.',
  not_found: 'No lo encontramos.',
  'not_found.route': 'No existe la ruta {method} {path}.',
  'not_found.class': 'Esa clase no existe.',
  'not_found.cart_item': 'Ese elemento no está en tu carrito.',
  'not_found.payment': 'Ese pago no existe.',
  'not_found.transaction': 'No hay ningún pago con este identificador de transacción.',
  conflict:
    'Alguien cambió esto en el mismo momento (por ejemplo, se ocupó la última plaza). Inténtalo de nuevo, por favor.',
  'conflict.already_selected': 'Ya has seleccionado esta clase.',
  'conflict.already_enrolled': 'Ya tienes una inscripción en esta clase.',
  'conflict.class_full': 'Esta clase está completa.',
  'conflict.seats_held':
    'Todas las plazas que quedan están reservadas por estudiantes que están pagando ahora mismo. Vuelve a intentarlo dentro de unos minutos.',
  'conflict.held_seats_limit':
    'Ya tienes plazas reservadas sin pagar en {max} clases, el máximo que se puede reservar a la vez. Paga una de ellas, quita una de tus clases seleccionadas o espera a que caduque una reserva, y vuelve a intentarlo.',
  'conflict.own_class_select': 'Esta es tu propia clase: no puedes seleccionarla.',
  'conflict.own_class_pay': 'Esta es tu propia clase: no puedes comprar una plaza en ella.',
  'conflict.class_not_offered': 'Esta clase ya no se ofrece.',
  'conflict.payment_being_prepared':
    'Tu pago se está preparando en otra ventana. Inténtalo de nuevo, por favor.',
  'conflict.payment_has_been_refunded': 'Este pago ya se ha reembolsado.',
  'conflict.payment_cancelled': 'Este pago se canceló. Empieza de nuevo, por favor.',
  'conflict.payment_was_refunded': 'Este pago se reembolsó.',
  'conflict.payment_not_confirmable': 'Este pago ya no se puede confirmar.',
  too_many_requests: `Demasiados intentos. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.sign_ins': `Demasiados inicios de sesión fallidos. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.new_accounts': `Demasiadas cuentas nuevas desde esta dirección. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.wrong_passwords': `Demasiadas contraseñas incorrectas. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.links_sent': `Demasiados enlaces enviados a esta dirección. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.password_resets': `Demasiadas solicitudes para restablecer la contraseña. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.subscriptions': `Demasiadas suscripciones desde esta dirección. Espera ${wait} y vuelve a intentarlo.`,
  'too_many_requests.confirmation_mails': `Demasiados correos de confirmación a esta dirección de correo. Espera ${wait} y vuelve a intentarlo.`,
  service_unavailable: 'El servicio no está disponible por un momento. Inténtalo de nuevo.',
  internal_error: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo, por favor.',
  payment_incomplete: 'Este pago todavía no se ha completado.',
  card_declined: 'Tu tarjeta ha sido rechazada.',
  insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
  incorrect_number: 'El número de tu tarjeta es incorrecto.',
  expired_card: 'Tu tarjeta ha caducado.',
  incorrect_cvc: 'El código de seguridad de tu tarjeta es incorrecto.',
  email_unverified:
    'Verifica tu correo electrónico antes de pagar: abre el enlace que te enviamos o pide otro desde tu panel.',
  class_ended: 'Terminada: ya se han celebrado todas las sesiones de esta clase.',
  class_started: 'Esta clase ya ha empezado y no admite más estudiantes.',
};

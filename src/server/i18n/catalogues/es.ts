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
  method_not_allowed: 'Este método no está permitido aquí.',
  not_acceptable: 'No hay respuesta en un formato que esta solicitud acepte.',
  payload_too_large: 'La solicitud es demasiado grande.',
  unsupported_media_type: 'Aquí no se admite este tipo de contenido.',
  'bad_request.link_invalid': 'Este enlace no es válido. Comprueba que lo copiaste entero o pide uno nuevo.',
  link_used: 'Este enlace ya se usó. Pide uno nuevo si lo necesitas.',
  link_expired: 'Este enlace ha caducado. Pide uno nuevo.',
  'bad_request.choose_password': 'Elige tu contraseña y confirma tu nombre para continuar.',
  'bad_request.account_gone': 'Esta cuenta ya no existe.',
  'conflict.email_already_verified': 'Tu dirección de correo ya está verificada.',
  'bad_request.same_password': 'La nueva contraseña tiene que ser distinta de la actual.',
  'bad_request.wrong_current_password': 'La contraseña actual no es correcta.',
  'conflict.no_password':
    'Tu cuenta inicia sesión con un proveedor externo, así que aquí no tiene ninguna contraseña que cambiar.',
  'conflict.password_changed_meanwhile':
    'Tu contraseña se cambió mientras tanto. Inténtalo de nuevo, por favor.',
  'not_found.account_session': 'Esa sesión no existe: puede que ya haya terminado.',
  'conflict.current_session': 'Esta es la sesión que estás usando ahora: cierra sesión para terminarla.',
  'unauthorized.invalid_credentials': 'Correo o contraseña incorrectos',
  'conflict.email_taken': 'Ya existe una cuenta con este correo.',
  'bad_request.refused': 'Se rechazó la solicitud.',
  'not_found.sign_in_provider': 'Ese proveedor de inicio de sesión no existe.',
  'service_unavailable.sign_in_provider':
    'Ahora mismo no podemos conectar con el proveedor de inicio de sesión.',
  'bad_request.sign_in_expired': 'Este inicio de sesión ha caducado. Empieza de nuevo, por favor.',
  'has_classes.change_role':
    '{count, plural, one {Este profesor todavía imparte {count} clase: {names}. Pásala a otro profesor en Gestionar clases, o elimínala, antes de cambiar su rol.} other {Este profesor todavía imparte {count} clases: {names}. Pásalas a otro profesor en Gestionar clases, o elimínalas, antes de cambiar su rol.}}',
  'has_classes.delete':
    '{count, plural, one {Este profesor todavía imparte {count} clase: {names}. Pásala a otro profesor en Gestionar clases, o elimínala, antes de eliminar su cuenta.} other {Este profesor todavía imparte {count} clases: {names}. Pásalas a otro profesor en Gestionar clases, o elimínalas, antes de eliminar su cuenta.}}',
  paid_enrolments:
    '{count, plural, one {Esta persona ha pagado {count} clase ({names}). Elige «Reembolsar y eliminar» para reembolsar ese pago y después eliminar la cuenta.} other {Esta persona ha pagado {count} clases ({names}). Elige «Reembolsar y eliminar» para reembolsar esos pagos y después eliminar la cuenta.}}',
  'conflict.last_admin': 'La escuela necesita al menos una cuenta de administración.',
  'not_found.user_id': 'No hay ninguna cuenta con ese identificador.',
  'not_found.user_email': 'No hay ninguna cuenta con ese correo.',
  'forbidden.instructor_profile': 'Solo los profesores tienen biografía e idiomas.',
  'forbidden.own_role_only': 'Solo puedes consultar tu propio rol.',
  'forbidden.own_role_change': 'No puedes cambiar tu propio rol.',
  'forbidden.own_account_delete': 'Aquí no puedes eliminar tu propia cuenta.',
  'bad_gateway.refund_before_delete':
    'El procesador de pagos no reembolsó el pago de «{className}», así que no se eliminó nada. Inténtalo de nuevo más tarde.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {El procesador de pagos no reembolsó el pago de «{className}», así que no se eliminó nada. Ya se reembolsó {count} pago más, que no se reembolsará dos veces. Inténtalo de nuevo más tarde.} other {El procesador de pagos no reembolsó el pago de «{className}», así que no se eliminó nada. Ya se reembolsaron otros {count} pagos, que no se reembolsarán dos veces. Inténtalo de nuevo más tarde.}}',
  'not_found.class_id': 'No hay ninguna clase con ese identificador.',
  'not_found.class_session': 'Esta clase no tiene ninguna sesión con ese identificador.',
  'not_found.instructor': 'No hay ningún profesor con ese identificador.',
  'bad_request.schedule_unknown_zone':
    '«{zone}» no es una zona horaria que conozcamos. Elige una como Europe/Madrid o America/New_York.',
  'bad_request.schedule_too_many':
    'Una clase puede tener como máximo {max} sesiones; este horario tiene {count}.',
  'bad_request.schedule_no_sessions': 'Este horario no tiene ninguna sesión: elige al menos un día de clase.',
  'bad_request.schedule_skipped_time':
    'La hora {time} no existe el {date} en {zone}: esa noche se adelantan los relojes. Elige otra hora de inicio o salta el {date}.',
  'conflict.clash':
    '{what, select, moved {La nueva hora} other {Una sesión}} del {date} coincide con «{className}» del {otherDate}, una clase del mismo profesor. Elige otra hora.',
  'field.unknown_image': 'La imagen tiene que estar subida a este sitio',
  'forbidden.own_class_sessions': 'Solo puedes cambiar las sesiones de tus propias clases.',
  'conflict.session_over': 'Esta sesión ya se celebró; ya no se puede cambiar.',
  'bad_request.min_price_above_max':
    'El precio mínimo (minPrice) no puede ser mayor que el máximo (maxPrice)',
  'bad_request.unknown_time_zone': 'tz: aquí no conocemos la zona horaria {zone}',
  'forbidden.unapproved_classes': 'Solo la administración puede ver las clases que no están aprobadas.',
  'forbidden.own_classes': 'Solo puedes ver tus propias clases.',
  'forbidden.own_class_schedule': 'Solo puedes comprobar el horario de tus propias clases.',
  'forbidden.own_class_edit': 'Solo puedes editar tus propias clases.',
  'forbidden.own_class_delete': 'Solo puedes eliminar tus propias clases.',
  'conflict.schedule_has_students':
    'Hay estudiantes inscritos en esta clase, así que no se puede sustituir su horario: mueve o cancela sus sesiones de una en una.',
  'conflict.session_cancelled': 'Esta sesión se canceló; una sesión cancelada no se puede mover.',
  'bad_request.time_skipped':
    'La hora {time} no existe el {date} en {zone}: esa noche se adelantan los relojes. Elige otra hora.',
  'bad_request.time_passed': 'La nueva hora ya ha pasado. Elige una hora futura.',
  'conflict.class_has_students': 'Esta clase tiene estudiantes inscritos, así que no se puede eliminar.',
  'bad_request.not_an_instructor': 'Una clase solo se puede asignar a un profesor.',
  'field.not_an_instructor': 'tiene que ser el identificador de una cuenta con rol de profesor',
  'conflict.class_approved': 'Esta clase ya está aprobada; una clase aprobada no se puede rechazar.',
  'forbidden.not_your_roster':
    'Solo el profesor de esta clase (o la administración) puede ver la lista de estudiantes y pasar lista.',
  'not_found.student_not_enrolled': 'Esta persona no tiene inscripción en esta clase.',
  'conflict.session_cancelled_attendance': 'Esta sesión se canceló: no se pasa lista.',
  'conflict.session_not_started':
    'Esta sesión todavía no ha empezado: se puede pasar lista en cuanto empiece.',
  'not_found.not_enrolled_in_class': 'No tienes inscripción en ninguna clase con ese identificador.',
  'forbidden.calendar_students_only':
    'Solo los estudiantes inscritos en esta clase pueden añadir sus sesiones a un calendario.',
  'not_found.calendar_feed': 'No hay ningún calendario en esta dirección.',
  'payload_too_large.image_bytes': 'La imagen es demasiado grande: como máximo {megabytes} MB.',
  'payload_too_large.image_pixels': 'La imagen es demasiado grande: como máximo {megapixels} megapíxeles.',
  'payload_too_large.form_fields': 'Demasiados campos en el formulario: envía solo la imagen.',
  'payload_too_large.image_quota':
    'Tus imágenes ya ocupan {used} de los {quota} que puede usar cada cuenta: no queda espacio para esta.',
  'bad_request.one_image': 'Envía una sola imagen cada vez.',
  'field.one_image': 'Solo se puede enviar una imagen cada vez',
  'bad_request.no_image': 'Elige una imagen para subir.',
  'field.image_required': 'La imagen es obligatoria',
  'bad_request.unreadable_upload': 'No pudimos leer lo que subiste.',
  'field.unreadable_image': 'No pudimos leer la imagen',
  'unsupported_media_type.multipart': 'Envía la imagen como multipart/form-data en el campo «image».',
  'unsupported_media_type.not_an_image': 'Solo se pueden subir imágenes JPEG, PNG, WebP y GIF.',
  'service_unavailable.images_busy':
    'El servidor está ocupado con otras imágenes: vuelve a intentarlo dentro de unos segundos.',
  'too_many_requests.uploads_at_once':
    'Ya estás subiendo {count} imágenes: espera a que terminen y luego envía la siguiente.',
  'too_many_requests.uploads_per_hour':
    'Puedes subir como máximo {max} imágenes por hora: vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.',
  'not_found.image': 'No hay ninguna imagen con ese identificador.',
  'email_unverified.waitlist':
    'Verifica tu correo electrónico antes de apuntarte a una lista de espera: abre el enlace que te enviamos o pide otro desde tu panel.',
  'conflict.waitlist_own_class': 'Esta es tu propia clase: no puedes apuntarte a su lista de espera.',
  'conflict.waitlist_already': 'Ya estás en la lista de espera de esta clase.',
  'conflict.waitlist_seat_free':
    'Hay una plaza libre en esta clase: selecciónala en lugar de apuntarte a la lista de espera.',
  waitlist_limit:
    '{lines, plural, one {Ya estás en {lines} lista de espera, el máximo en el que puede estar un estudiante a la vez. Sal de ella para apuntarte a esta.} other {Ya estás en {lines} listas de espera, el máximo en el que puede estar un estudiante a la vez. Sal de una para apuntarte a esta.}}',
  'not_found.waitlist_not_on': 'No estás en la lista de espera de esta clase.',
  'not_found.coupon': 'No hay ningún cupón con ese identificador.',
  'not_found.coupon_code': 'No hay ningún cupón con este código.',
  'conflict.coupon_unknown': 'No hay ningún cupón con este código.',
  'conflict.coupon_inactive': 'El cupón {code} ya no se ofrece.',
  'conflict.coupon_not_yet_valid':
    'El cupón {code} todavía no es válido: empieza el {start} (hora de la escuela).',
  'conflict.coupon_expired': 'El cupón {code} ha caducado.',
  'conflict.coupon_used_up': 'El cupón {code} se ha agotado.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {Ya has usado el cupón {code}.} other {Ya has usado el cupón {code} {times} veces, todas las que permite.}}',
  'conflict.coupon_not_for_class': 'El cupón {code} no es válido para esta clase.',
  'conflict.coupon_below_minimum': 'El cupón {code} solo vale para clases de {minimum} o más.',
  'conflict.coupon_taken_off': '{refusal} Lo hemos quitado; la clase vuelve a tener su precio normal.',
  'conflict.coupon_code_taken': 'Ya existe un cupón con el código {code}.',
  'bad_request.percent_coupon_amount': 'Un cupón de porcentaje no tiene importe de descuento.',
  'field.empty_for_percent': 'Déjalo vacío en un cupón de porcentaje',
  'bad_request.amount_coupon_percent': 'Un cupón de importe no tiene porcentaje.',
  'field.empty_for_amount': 'Déjalo vacío en un cupón de importe',
  'field.percent_off_missing': 'Escribe el porcentaje de descuento, de 1 a 100',
  'field.amount_off_missing': 'Escribe el importe del descuento, en dólares',
  'field.amount_off_zero': 'El importe del descuento tiene que ser mayor que 0',
  'field.valid_until_first': '«Válido hasta» tiene que ser posterior a «Válido desde»',
  'field.no_class_chosen': 'Elige al menos una clase',
  'field.unknown_class': 'No hay ninguna clase con el identificador {id}',
  'field.no_language_chosen': 'Elige al menos un idioma',
  'field.max_uses_below_uses': 'El total de usos no puede ser menor que los {uses} usos ya hechos',
  'conflict.refunded_no_seat':
    'Lo sentimos: la última plaza de esta clase se ocupó después de que caducara tu reserva. Te hemos reembolsado el pago.',
  'conflict.refunded_already_enrolled':
    'Ya tienes una inscripción en esta clase. Te hemos reembolsado el pago.',
  'conflict.refunded_price_changed':
    'El precio de esta clase cambió mientras pagabas. Te hemos reembolsado el pago; vuelve a pagar, por favor.',
  'conflict.refunded_class_unavailable': 'Esta clase ya no se ofrece. Te hemos reembolsado el pago.',
  'conflict.refunded_account_deleted': 'Esta cuenta se eliminó y sus pagos se reembolsaron.',
  'conflict.refunded_coupon_used_up':
    'Otros estudiantes agotaron tu cupón mientras pagabas. Te hemos reembolsado el pago y quitado el cupón: vuelve a pagar al precio de la clase o prueba otro código.',
  'conflict.refunded_coupon_invalid':
    'Tu cupón dejó de valer (caducó o se retiró) mientras pagabas. Te hemos reembolsado el pago y quitado el cupón: vuelve a pagar, por favor.',
  'class_ended.refunded':
    'Terminada: ya se han celebrado todas las sesiones de esta clase. Te hemos reembolsado el pago.',
  'class_started.refunded':
    'Esta clase ya ha empezado y no admite más estudiantes. Te hemos reembolsado el pago.',
  'conflict.refunded_own_class':
    'Esta es tu propia clase: no puedes comprar una plaza en ella. Te hemos reembolsado el pago.',
  'field.not_this_payment': 'no corresponde a este pago',
  'bad_request.stripe_signature_missing': 'Falta la cabecera Stripe-Signature.',
  'bad_request.stripe_signature_wrong': 'La firma del webhook no coincide.',
  'bad_request.not_a_stripe_event': 'El cuerpo del webhook no es un evento de Stripe.',
  'not_found.enrolment': 'No tienes una inscripción en esta clase.',
  'conflict.enrolment_cancelled': 'Esta inscripción ya está cancelada.',
  'not_found.payment_id': 'No hay ningún pago con ese identificador.',
  'bad_gateway.refund_not_cancelled':
    'El procesador de pagos no te reembolsó el pago, así que tu inscripción no se canceló. Vuelve a intentarlo dentro de unos minutos.',
  'bad_gateway.refund_not_made':
    'El procesador de pagos no hizo el reembolso, así que no se registró nada. Vuelve a intentarlo dentro de unos minutos.',
  refund_changed:
    'El reembolso ha cambiado desde que te lo mostramos. {rule} Si cancelas ahora, recibes {refund}. Confírmalo de nuevo, por favor.',
  'conflict.refunded_in_full': 'Este pago ya está reembolsado por completo.',
  'bad_request.refund_above_left': 'De este pago quedan como máximo {left} por reembolsar.',
  'conflict.not_enrolled_by_payment':
    'La inscripción de este pago ya no está activa: reembolsa sin cancelar la inscripción.',
  'refund_rule.free': 'Esta clase era gratuita: no hay nada que reembolsar.',
  'refund_rule.unscheduled_full': 'Esta clase aún no tiene horario: la escuela la reembolsa entera.',
  'refund_rule.unscheduled_none': 'Esta clase no tiene horario: la escuela no la reembolsa.',
  'refund_rule.full':
    'Cancelas al menos {days, plural, one {# día} other {# días}} antes de la primera sesión: reembolso completo.',
  'refund_rule.partial':
    'Cancelas menos de {days, plural, one {# día} other {# días}} pero al menos {hours, plural, one {# hora} other {# horas}} antes de la primera sesión: te devolvemos el {percent} % del precio.',
  'refund_rule.none_days':
    'Cancelas menos de {days, plural, one {# día} other {# días}} antes de la primera sesión: sin reembolso.',
  'refund_rule.none_hours':
    'Cancelas menos de {hours, plural, one {# hora} other {# horas}} antes de la primera sesión: sin reembolso.',
  'refund_rule.begun': 'La clase ya ha empezado: sin reembolso.',
  'refund_rule.partly_refunded': '{rule} Ya se reembolsaron {refunded}.',
  'not_found.receipt': 'No hay ningún recibo con ese identificador.',
  'bad_request.payout_in_future': 'La fecha del pago no puede ser futura.',
  'field.payout_in_future': 'La fecha del pago no puede ser futura',
  'conflict.nothing_owed': 'No se le debe nada a {name}.',
  'conflict.payout_above_owed': 'A {name} solo se le deben {owed}: un pago no puede ser mayor.',
  'bad_request.report_too_long':
    'Un informe abarca como máximo {max} meses: elige un primer mes posterior o un último mes.',
  'field.report_too_long': 'Un informe abarca como máximo {max} meses',
  'not_found.application': 'No hay ninguna solicitud con ese identificador.',
  'conflict.application_decided':
    '{status, select, accepted {Esta solicitud ya fue aceptada.} declined {Esta solicitud ya fue rechazada.} other {Esta solicitud ya está resuelta ({status}).}}',
  'conflict.already_teaching': 'Tu cuenta ya da clases aquí.',
  'conflict.application_open': 'Ya tienes una solicitud esperando respuesta.',
  'conflict.applicant_not_student': 'La cuenta que lo solicitó ya no es una cuenta de estudiante.',
  'bad_request.reopened_with_answer': 'Un mensaje que se vuelve a abrir no puede llevar respuesta.',
  'field.answer_needs_answered': 'Marca el mensaje como respondido para enviar una respuesta',
  'not_found.contact_message': 'No hay ningún mensaje con ese identificador.',
  'not_found.newsletter_confirmation':
    'No reconocemos este enlace de confirmación. Vuelve a abrirlo desde el correo o suscríbete de nuevo.',
  'bad_request.newsletter_link_used':
    'Este enlace de confirmación ya se usó. Si no estás en la lista, suscríbete de nuevo.',
  'bad_request.newsletter_link_expired':
    'Este enlace de confirmación ha caducado. Suscríbete de nuevo y te enviaremos otro.',
  'not_found.newsletter_unsubscribe':
    'No reconocemos este enlace para darte de baja. Vuelve a abrirlo desde el correo o escríbenos.',
  'not_found.file': 'Ese archivo no existe.',
  'field.link_unknown': 'desconocido',
  'field.link_used_already': 'ya usado',
  'field.link_expired': 'caducado',
  'field.password_required': 'La contraseña es obligatoria',
  'field.username_required': 'El nombre de usuario es obligatorio',
  'field.nul_character': 'no puede contener un carácter NUL',
  'field.half_character': 'tiene que ser texto Unicode válido (contiene medio carácter)',
  'field.nested_too_deeply': 'está anidado a demasiada profundidad',
  'field.required': 'Este campo es obligatorio',
  'field.too_short': '{minimum, plural, one {Usa al menos # carácter} other {Usa al menos # caracteres}}',
  'field.too_long':
    '{maximum, plural, one {Usa como máximo # carácter} other {Usa como máximo # caracteres}}',
  'field.too_few': '{minimum, plural, one {Elige al menos # elemento} other {Elige al menos # elementos}}',
  'field.too_many':
    '{maximum, plural, one {Elige como máximo # elemento} other {Elige como máximo # elementos}}',
  'field.number_too_small':
    '{inclusive, select, false {Tiene que ser mayor que {minimum, number}} other {Tiene que ser al menos {minimum, number}}}',
  'field.number_too_big':
    '{inclusive, select, false {Tiene que ser menor que {maximum, number}} other {Tiene que ser como máximo {maximum, number}}}',
  'field.not_multiple_of': 'Tiene que ser múltiplo de {divisor, number}',
  'field.not_email': 'Escribe una dirección de correo válida',
  'field.not_id': 'No es un identificador válido',
  'field.bad_format': 'No tiene el formato esperado',
  'field.not_choice': 'Elige una de estas opciones: {choices}',
  'field.wrong_type':
    '{expected, select, string {Tiene que ser texto} number {Tiene que ser un número} int {Tiene que ser un número entero} boolean {Tiene que ser true o false} array {Tiene que ser una lista} object {Tiene que ser un objeto} other {Tiene un tipo incorrecto}}',
  'field.not_valid': 'No es válido',
  'answer.check_inbox':
    'Revisa tu bandeja de entrada: enviamos un mensaje a esta dirección. Abre su enlace para confirmar la dirección e iniciar sesión.',
  'answer.check_mailbox':
    'Esta escuela no envía correos, así que no llega nada a ninguna bandeja de entrada: el mensaje para esta dirección se guarda en el Buzón de su cuenta. Inicia sesión y abre Buzón en tu panel; su enlace confirma la dirección.',
  'answer.verification_sent': 'Te enviamos un enlace nuevo a tu dirección. Sirve durante 24 horas.',
  'answer.verification_kept':
    'Dejamos un enlace nuevo en tu Buzón, en tu panel (esta escuela no envía correos). Sirve durante 24 horas.',
  'answer.reset_sent':
    'Si alguna cuenta usa esta dirección, le enviamos un enlace para elegir una contraseña nueva. El enlace sirve durante 30 minutos.',
  'answer.reset_kept':
    'Esta escuela no envía correos. Si alguna cuenta usa esta dirección, su enlace para elegir una contraseña nueva se guarda en el Buzón de la cuenta (abre Buzón en tu panel, donde aún tengas la sesión iniciada) y en la bandeja de salida de la escuela, donde la administración puede leértelo. El enlace sirve durante 30 minutos.',
  'answer.password_changed':
    'Tu contraseña se cambió y se cerraron todas las sesiones. Inicia sesión con la contraseña nueva.',
  'answer.newsletter_check_inbox':
    '¡Gracias! Revisa tu bandeja de entrada: el correo que te enviamos tiene un enlace que confirma tu suscripción.',
  'answer.newsletter_no_mail':
    '¡Gracias! Esta escuela todavía no envía correos, así que no te llegará nada a la bandeja de entrada: el enlace que confirma tu suscripción espera en la bandeja de salida de la escuela, y no se enviará ningún boletín hasta que la escuela envíe correos.',
  'answer.newsletter_confirmed': '¡Gracias! Tu suscripción está confirmada: el próximo boletín es para ti.',
  'answer.newsletter_unsubscribed': 'Te has dado de baja: esta dirección ya no recibirá nuestros boletines.',
  'answer.newsletter_not_on_list': 'Esta dirección ya no está en nuestra lista del boletín.',
  'answer.message_sent':
    '¡Gracias! Tu mensaje ha llegado a la escuela. Respondemos en un plazo de dos días laborables.',
  'answer.message_sent_to_mailbox':
    '¡Gracias! Tu mensaje ha llegado a la escuela. Respondemos en un plazo de dos días laborables: la respuesta estará en Buzón, en tu panel, porque esta escuela no envía correos.',
  'answer.message_sent_no_mail':
    '¡Gracias! Tu mensaje ha llegado a la escuela. Esta escuela no envía correos, así que nuestra respuesta no te puede llegar por correo: inicia sesión y escríbenos desde la dirección de tu cuenta para leerla en tu panel, o llámanos al {phone}.',
};

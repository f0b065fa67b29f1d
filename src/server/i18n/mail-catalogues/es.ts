import type { MailCatalogue } from '#server/i18n/mail-messages';

export const es: MailCatalogue = {
  'common.hello': 'Hola:',
  'common.hello_named': 'Hola, {name}:',
  'common.sign_in': 'Iniciar sesión',
  'common.review_sessions': 'Revisar tus sesiones',
  'common.the_class': 'La clase: {url}',
  'common.date': 'Fecha',

  'welcome.subject': 'Te damos la bienvenida a {school}',
  'welcome.preview': 'Tu cuenta en {school} ya está lista.',
  'welcome.heading': '¡Te damos la bienvenida!',
  'welcome.heading_named': '¡Te damos la bienvenida, {name}!',
  'welcome.body':
    'Tu cuenta en {school} ya está lista. Explora las clases, selecciona las que te gusten y págalas de una sola vez; tu horario muestra cada sesión en tu propia zona horaria.',
  'welcome.button': 'Ver las clases',
  'welcome.not_you':
    '¿No te has registrado? Alguien usó esta dirección por error: escríbenos y eliminaremos la cuenta.',

  'verify_email.subject': 'Confirma tu dirección de correo para {school}',
  'verify_email.preview': 'Un clic para confirmar tu dirección e iniciar sesión.',
  'verify_email.heading': 'Confirma tu dirección',
  'verify_email.heading_named': 'Confirma tu dirección, {name}',
  'verify_email.body':
    'Abre este enlace para confirmar que esta dirección es tuya y para iniciar sesión en {school}. Ya puedes explorar y seleccionar clases; para pagarlas necesitas una dirección confirmada.',
  'verify_email.button': 'Confirmar mi dirección',
  'verify_email.link': 'El enlace funciona una sola vez, durante 24 horas: {link}',
  'verify_email.not_you':
    '¿No te has registrado? Ignora este correo: la dirección seguirá sin confirmar y nadie podrá pagar con ella.',

  'sign_up_attempt.subject': 'Alguien intentó registrarse con tu dirección en {school}',
  'sign_up_attempt.preview': 'Ya tienes una cuenta: inicia sesión o elige una contraseña nueva.',
  'sign_up_attempt.body':
    'Alguien acaba de intentar crear una cuenta en {school} con esta dirección. Ya tienes una, así que no se ha cambiado nada.',
  'sign_up_attempt.if_you': 'Si fuiste tú, inicia sesión con tu contraseña:',
  'sign_up_attempt.forgot':
    '¿Olvidaste tu contraseña? Elige una nueva en {forgotUrl}. Si no fuiste tú, puedes ignorar este correo: tu cuenta y tu contraseña siguen como estaban.',

  'reset_password.subject': 'Elige una contraseña nueva para {school}',
  'reset_password.preview': 'Un enlace para elegir una contraseña nueva, válido 30 minutos.',
  'reset_password.body':
    'Alguien, seguramente tú, ha pedido elegir una contraseña nueva para tu cuenta. Abre este enlace para elegirla:',
  'reset_password.button': 'Elegir una contraseña nueva',
  'reset_password.link': 'El enlace funciona una sola vez, durante 30 minutos: {link}',
  'reset_password.not_you': '¿No lo pediste? Ignora este correo: tu contraseña no cambia.',

  'reset_done.preview': 'Tu contraseña ha cambiado y se han cerrado todas las sesiones.',
  'reset_done.body':
    'La contraseña de tu cuenta se acaba de cambiar con un enlace de restablecimiento, y se ha cerrado la sesión en todos los dispositivos que la tenían abierta. Vuelve a iniciar sesión con la contraseña nueva.',
  'reset_done.not_you':
    '¿No fuiste tú? Elige enseguida una contraseña nueva en {forgotUrl} y escríbenos desde {contactUrl}.',

  'password_changed.subject': 'Tu contraseña de {school} ha cambiado',
  'password_changed.preview': 'La contraseña de tu cuenta se cambió el {when}.',
  'password_changed.heading': 'Tu contraseña ha cambiado',
  'password_changed.body':
    'Hola, {name}: la contraseña de tu cuenta en {school} se cambió el {when}, desde {device}. {others}',
  'password_changed.body_with_address':
    'Hola, {name}: la contraseña de tu cuenta en {school} se cambió el {when}, desde {device} (dirección {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {No tenías la sesión abierta en ningún otro sitio.} one {Se ha cerrado la sesión en # dispositivo más; vuelve a iniciar sesión allí con la contraseña nueva.} other {Se ha cerrado la sesión en # dispositivos más; vuelve a iniciar sesión en ellos con la contraseña nueva.}}',
  'password_changed.not_you':
    '¿No fuiste tú? Puede que alguien conozca tu contraseña: elige una nueva cuanto antes con «¿Olvidaste tu contraseña?» en la página de inicio de sesión ({loginUrl}) y escríbenos.',

  'sessions_ended.subject':
    '{count, plural, one {Se ha cerrado la sesión de tu cuenta de {school} en un dispositivo} other {Se ha cerrado la sesión de tu cuenta de {school} en # dispositivos}}',
  'sessions_ended.preview': 'Sesiones cerradas el {when}: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {Se ha cerrado la sesión en un dispositivo} other {Se ha cerrado la sesión en # dispositivos}}',
  'sessions_ended.body':
    'Hola, {name}: el {when} se cerró la sesión de tu cuenta en {school} en estos dispositivos, desde {device}:',
  'sessions_ended.device_with_address': '{device} (dirección {ipAddress})',
  'sessions_ended.not_you':
    '¿No fuiste tú? Alguien más tiene la sesión abierta en tu cuenta: cambia tu contraseña en tu perfil, lo que cierra la sesión en todos los demás dispositivos, y escríbenos.',

  'role.name': '{role, select, user {estudiante} instructor {profesor} other {administración}}',
  'role_change.subject':
    '{role, select, user {Tu cuenta ahora es una cuenta de estudiante} instructor {Tu cuenta ahora es una cuenta de profesor} other {Tu cuenta ahora es una cuenta de administración}}',
  'role_change.heading': 'Tu rol ha cambiado, {name}',
  'role_change.body':
    'Una persona de administración ha cambiado el rol de tu cuenta de «{from}» a «{to}». {meaning} Vuelve a iniciar sesión para ver tu nuevo panel.',
  'role_change.meaning':
    '{role, select, user {Puedes seleccionar clases, pagarlas y seguir tu horario desde tu panel.} instructor {Ahora puedes añadir clases, que revisa el equipo de administración, y seguir tu horario de clases y tus listas de estudiantes desde tu panel.} other {Ahora puedes revisar clases, gestionar cuentas, responder mensajes y leer la bandeja de salida desde tu panel.}}',
  'role_change.button': 'Abrir tu panel',
  'role_change.not_expected':
    'Si no esperabas este cambio, responde a la escuela o escríbenos desde la página de Contacto.',

  'class_review.subject':
    '{status, select, approved {Tu clase «{className}» está aprobada} other {Tu clase «{className}» no ha sido aprobada}}',
  'class_review.heading':
    '{status, select, approved {Tu clase está aprobada} other {Tu clase no ha sido aprobada}}',
  'class_review.approved':
    '¡Buenas noticias, {name}! «{className}» está aprobada. Ya aparece en el catálogo, donde los estudiantes pueden seleccionarla y pagarla.',
  'class_review.denied':
    '{name}, el equipo de administración ha revisado «{className}» y no la ha aprobado tal como está.',
  'class_review.feedback': 'Los comentarios de administración',
  'class_review.edit':
    'Edita la clase en Mis clases teniendo esto en cuenta: una clase editada vuelve al equipo de administración para su revisión.',
  'class_review.see_class': 'Ver la página de tu clase',
  'class_review.open_my_classes': 'Abrir Mis clases',
  'class_review.classes_link': 'Tus clases y sus comentarios: {url}',

  'contact_answer.subject': 'La respuesta a tu mensaje a {school}',
  'contact_answer.subject_reply': 'Re: {subject}',
  'contact_answer.you_wrote': 'Escribiste:',
  'contact_answer.button': 'Volver a escribirnos',

  'newsletter.confirm_subject': 'Confirma tu suscripción al boletín de {school}',
  'newsletter.already_subject': 'Ya tienes una suscripción al boletín de {school}',
  'newsletter.confirm_preview': 'Un clic y el boletín es tuyo.',
  'newsletter.already_preview': 'Esta dirección ya está en nuestra lista.',
  'newsletter.confirm_heading': 'Confirma tu suscripción, por favor',
  'newsletter.already_heading': 'Ya tienes una suscripción',
  'newsletter.confirm_body':
    'Alguien, esperamos que tú, ha pedido el boletín de {school} en esta dirección: clases y eventos nuevos, una vez al mes. Confírmalo y será tuyo.',
  'newsletter.confirm_button': 'Confirmar mi suscripción',
  'newsletter.confirm_expiry':
    'El enlace funciona durante {days, plural, one {# día} other {# días}}. ¿No lo pediste? No hagas nada: sin un clic no volveremos a escribirte.',
  'newsletter.already_body':
    'Alguien ha pedido el boletín de {school} en esta dirección, que ya está en nuestra lista: no tienes que hacer nada, el próximo número llegará como siempre.',
  'newsletter.unsubscribe': '¿No quieres recibir nuestros correos? <link>Cancelar la suscripción</link>',

  'receipt.subject': 'Tu recibo {number}',
  'receipt.preview': 'Recibo {number}: {total} pagados.',
  'receipt.heading': 'Gracias por tu pago',
  'receipt.intro': 'Tu pago se ha completado y la plaza es tuya. Aquí tienes tu recibo.',
  'receipt.intro_named': '{name}, tu pago se ha completado y la plaza es tuya. Aquí tienes tu recibo.',
  'receipt.number': 'Número de recibo',
  'receipt.class': 'Clase: {className}',
  'receipt.coupon': 'Cupón {code}',
  'receipt.total': 'Total pagado ({currency})',
  'receipt.paid_with': 'Pagado con',
  'receipt.transaction': 'Transacción',
  'receipt.button': 'Ver e imprimir tu recibo',
  'receipt.keep': '{schoolName}, {schoolAddress}. Guarda este correo para tus registros.',
  'receipt.card': '{brand} terminada en {last4}',
  'receipt.card_unnamed': 'Tarjeta',
  'receipt.no_card': 'Sin tarjeta',

  'credit_note.subject': 'Tu nota de crédito {number}: {amount} reembolsados',
  'credit_note.preview': 'Nota de crédito {number}: {amount} reembolsados.',
  'credit_note.heading': 'Tu reembolso está en camino',
  'credit_note.intro':
    '{cancelled, select, yes {Tu inscripción en {className} está cancelada y te devolvemos {amount} a la tarjeta con la que pagaste. Los bancos suelen tardar de 5 a 10 días en mostrarlo.} other {Por la clase {className}, te devolvemos {amount} a la tarjeta con la que pagaste. Los bancos suelen tardar de 5 a 10 días en mostrarlo.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}, tu inscripción en {className} está cancelada y te devolvemos {amount} a la tarjeta con la que pagaste. Los bancos suelen tardar de 5 a 10 días en mostrarlo.} other {{name}, por la clase {className}, te devolvemos {amount} a la tarjeta con la que pagaste. Los bancos suelen tardar de 5 a 10 días en mostrarlo.}}',
  'credit_note.number': 'Número de nota de crédito',
  'credit_note.class': 'Clase',
  'credit_note.original_receipt': 'Recibo original',
  'credit_note.reason': 'Motivo',
  'credit_note.amount': 'Importe reembolsado ({currency})',
  'credit_note.button': 'Ver tu historial de pagos',
  'credit_note.keep': 'Guarda este correo junto con tu recibo para tus registros.',

  'session_change.subject':
    '{kind, select, moved {Una sesión de «{className}» ha cambiado de fecha} other {Una sesión de «{className}» se ha cancelado}}',
  'session_change.heading':
    '{kind, select, moved {Una sesión ha cambiado de fecha} other {Una sesión se ha cancelado}}',
  'session_change.moved': 'La sesión de «{className}» que era el {previousTime} ahora tendrá lugar el:',
  'session_change.cancelled': 'La sesión de «{className}» del {previousTime} no se celebrará.',
  'session_change.why': 'Motivo: {reason}',
  'session_change.button': 'Ver las sesiones de la clase',
  'session_change.calendar':
    'Tu archivo de calendario y tu suscripción de calendario también muestran el cambio.',

  'reminder.subject': 'Tu clase «{className}» empieza mañana',
  'reminder.heading': '{className} empieza pronto',
  'reminder.body': '{name}, la primera sesión de «{className}» es el:',
  'reminder.where': 'Dónde: {address}',
  'reminder.online': 'Es en línea: el enlace de la reunión está en la página de la clase.',
  'reminder.button': 'Abrir la clase',

  'waitlist_offer.subject': 'Hay una plaza para ti en «{className}»',
  'waitlist_offer.heading': '¡Buenas noticias, {name}! Ha quedado una plaza libre',
  'waitlist_offer.body':
    'Ha quedado libre una plaza en «{className}» y eres la primera persona de la lista de espera. Te la guardamos durante {hours, plural, one {# hora} other {# horas}}, hasta el:',
  'waitlist_offer.button': 'Pagar tu plaza',
  'waitlist_offer.after':
    'Si no la has pagado para entonces, la plaza pasa a la siguiente persona de la lista. Si ya no la quieres, sal de la lista de espera desde la página de la clase y pasará enseguida a la siguiente persona.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {Se ha retirado la plaza que te ofrecimos en «{className}»} other {La lista de espera de «{className}» se ha cerrado}}',
  'waitlist_withdrawn.heading': 'Lo sentimos, {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {La plaza que te guardábamos en «{className}» ya no está a la venta, así que retiramos la oferta. {why} No se te ha cobrado nada.} other {Ya no estás en la lista de espera de «{className}». {why} No se te ha cobrado nada.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {Ya se han celebrado todas las sesiones de la clase.} other {La clase ya ha empezado y la escuela no admite estudiantes nuevos una vez que una clase ha comenzado.}}',
};

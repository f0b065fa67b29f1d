import type { ServerCatalogue } from '#server/i18n/server-messages';

const wait =
  '{unit, select, second {{count, plural, one {# segundo} other {# segundos}}} other {{count, plural, one {# minuto} other {# minutos}}}}';

export const ptBR: ServerCatalogue = {
  bad_request: 'A solicitação não é válida.',
  'bad_request.field': 'Campo {field} inválido: {problem}',
  'bad_request.field_not_accepted': 'Este campo não é aceito',
  'bad_request.unstorable_text': 'A solicitação contém caracteres que não conseguimos salvar.',
  'bad_request.address_not_valid': 'O endereço não é válido.',
  'bad_request.address_too_long': 'O endereço é longo demais.',
  'bad_request.class_not_free': 'Esta aula não é gratuita: é preciso pagar por ela.',
  'bad_request.class_free': 'Esta aula é gratuita: inscreva-se sem pagar (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'Com este cupom a aula sai de graça: inscreva-se sem pagar (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'Este pagamento não foi feito neste site.',
  'bad_request.payment_for_another_class': 'Este pagamento é de outra aula.',
  'bad_request.payment_in_another_currency': 'Este pagamento está em outra moeda.',
  unauthorized: 'Faça login primeiro, por favor.',
  forbidden: 'Você não tem permissão para fazer isso.',
  'forbidden.roles':
    '{roles, select, admin {Isto é só para contas de administração.} instructor {Isto é só para contas de professor.} user {Isto é só para contas de aluno.} instructor_admin {Isto é só para contas de professor ou de administração.} other {Você não tem permissão para fazer isso.}}',
  'forbidden.foreign_origin': 'Esta solicitação precisa vir do próprio site.',
  'forbidden.own_cart': 'Você só pode ver o seu próprio carrinho.',
  'forbidden.own_payments': 'Você só pode ver os seus próprios pagamentos.',
  'forbidden.payment_of_another_account': 'Este pagamento pertence a outra conta.',
  not_found: 'Não encontrado.',
  'not_found.route': 'Não existe rota para {method} {path}.',
  'not_found.class': 'Essa aula não existe.',
  'not_found.cart_item': 'Esse item não está no seu carrinho.',
  'not_found.payment': 'Esse pagamento não existe.',
  'not_found.transaction': 'Não há nenhum pagamento com este ID de transação.',
  conflict:
    'Alguém mudou isto no mesmo instante (por exemplo, a última vaga foi ocupada). Tente de novo, por favor.',
  'conflict.already_selected': 'Você já selecionou esta aula.',
  'conflict.already_enrolled': 'Você já tem inscrição nesta aula.',
  'conflict.class_full': 'Esta aula está lotada.',
  'conflict.seats_held':
    'Todas as vagas restantes estão reservadas por alunos que estão pagando agora mesmo. Tente de novo daqui a alguns minutos.',
  'conflict.held_seats_limit':
    'Você já tem vagas reservadas e não pagas em {max} aulas, o máximo permitido ao mesmo tempo. Pague uma delas, tire uma das suas aulas selecionadas ou espere uma reserva expirar e tente de novo.',
  'conflict.own_class_select': 'Esta aula é sua: você não pode selecioná-la.',
  'conflict.own_class_pay': 'Esta aula é sua: você não pode comprar uma vaga nela.',
  'conflict.class_not_offered': 'Esta aula não é mais oferecida.',
  'conflict.payment_being_prepared':
    'Seu pagamento está sendo preparado em outra janela. Tente de novo, por favor.',
  'conflict.payment_has_been_refunded': 'Este pagamento já foi reembolsado.',
  'conflict.payment_cancelled': 'Este pagamento foi cancelado. Comece de novo, por favor.',
  'conflict.payment_was_refunded': 'Este pagamento foi reembolsado.',
  'conflict.payment_not_confirmable': 'Este pagamento não pode mais ser confirmado.',
  too_many_requests: `Tentativas demais. Espere ${wait} e tente de novo.`,
  'too_many_requests.sign_ins': `Muitas tentativas de login sem sucesso. Espere ${wait} e tente de novo.`,
  'too_many_requests.new_accounts': `Contas novas demais a partir deste endereço. Espere ${wait} e tente de novo.`,
  'too_many_requests.wrong_passwords': `Senhas erradas demais. Espere ${wait} e tente de novo.`,
  'too_many_requests.links_sent': `Links demais enviados para este endereço. Espere ${wait} e tente de novo.`,
  'too_many_requests.password_resets': `Pedidos demais para redefinir a senha. Espere ${wait} e tente de novo.`,
  'too_many_requests.subscriptions': `Inscrições demais a partir deste endereço. Espere ${wait} e tente de novo.`,
  'too_many_requests.confirmation_mails': `E-mails de confirmação demais para este endereço de e-mail. Espere ${wait} e tente de novo.`,
  service_unavailable: 'O serviço está indisponível por um instante. Tente de novo.',
  internal_error: 'Algo deu errado do nosso lado. Tente de novo, por favor.',
  payment_incomplete: 'Este pagamento ainda não foi concluído.',
  card_declined: 'Seu cartão foi recusado.',
  insufficient_funds: 'Seu cartão não tem saldo suficiente.',
  incorrect_number: 'O número do seu cartão está incorreto.',
  expired_card: 'Seu cartão está vencido.',
  incorrect_cvc: 'O código de segurança do seu cartão está incorreto.',
  email_unverified:
    'Confirme seu e-mail antes de pagar: abra o link que enviamos para você ou peça um novo no seu painel.',
  class_ended: 'Encerrada: todas as sessões desta aula já aconteceram.',
  class_started: 'Esta aula já começou e não aceita mais novos alunos.',
  method_not_allowed: 'Este método não é permitido aqui.',
  not_acceptable: 'Não há resposta em um formato que esta solicitação aceite.',
  payload_too_large: 'A solicitação é grande demais.',
  unsupported_media_type: 'Este tipo de conteúdo não é aceito aqui.',
  'bad_request.link_invalid':
    'Este link não é válido. Confira se você copiou o link inteiro ou peça um novo.',
  link_used: 'Este link já foi usado. Peça um novo, se precisar.',
  link_expired: 'Este link expirou. Peça um novo.',
  'bad_request.choose_password': 'Escolha sua senha e confirme seu nome para continuar.',
  'bad_request.account_gone': 'Esta conta não existe mais.',
  'conflict.email_already_verified': 'Seu endereço de e-mail já está confirmado.',
  'bad_request.same_password': 'A nova senha precisa ser diferente da atual.',
  'bad_request.wrong_current_password': 'A senha atual não está certa.',
  'conflict.no_password': 'Sua conta entra por um provedor externo, então não tem uma senha aqui para mudar.',
  'conflict.password_changed_meanwhile': 'Sua senha foi alterada nesse meio-tempo. Tente de novo, por favor.',
  'not_found.account_session': 'Essa sessão não existe: talvez ela já tenha terminado.',
  'conflict.current_session': 'Esta é a sessão que você está usando agora: saia da conta para encerrá-la.',
  'unauthorized.invalid_credentials': 'E-mail ou senha inválidos',
  'conflict.email_taken': 'Já existe uma conta com este e-mail.',
  'bad_request.refused': 'A solicitação foi recusada.',
  'not_found.sign_in_provider': 'Esse provedor de login não existe.',
  'service_unavailable.sign_in_provider': 'Não conseguimos acessar o provedor de login agora.',
  'bad_request.sign_in_expired': 'Este login expirou. Comece de novo, por favor.',
  'has_classes.change_role':
    '{count, plural, one {Este professor ainda dá {count} aula: {names}. Passe a aula para outro professor em Gerenciar aulas, ou exclua-a, antes de mudar a função dele.} other {Este professor ainda dá {count} aulas: {names}. Passe as aulas para outro professor em Gerenciar aulas, ou exclua-as, antes de mudar a função dele.}}',
  'has_classes.delete':
    '{count, plural, one {Este professor ainda dá {count} aula: {names}. Passe a aula para outro professor em Gerenciar aulas, ou exclua-a, antes de excluir a conta.} other {Este professor ainda dá {count} aulas: {names}. Passe as aulas para outro professor em Gerenciar aulas, ou exclua-as, antes de excluir a conta.}}',
  paid_enrolments:
    '{count, plural, one {Esta conta de aluno pagou {count} aula ({names}). Escolha “Reembolsar e excluir” para reembolsar esse pagamento e depois excluir a conta.} other {Esta conta de aluno pagou {count} aulas ({names}). Escolha “Reembolsar e excluir” para reembolsar esses pagamentos e depois excluir a conta.}}',
  'conflict.last_admin': 'A escola precisa de pelo menos uma conta de administração.',
  'not_found.user_id': 'Não há nenhuma conta com esse ID.',
  'not_found.user_email': 'Não há nenhuma conta com esse e-mail.',
  'forbidden.instructor_profile': 'Só professores têm biografia e idiomas.',
  'forbidden.own_role_only': 'Você só pode consultar a sua própria função.',
  'forbidden.own_role_change': 'Você não pode mudar a sua própria função.',
  'forbidden.own_account_delete': 'Você não pode excluir a sua própria conta aqui.',
  'bad_gateway.refund_before_delete':
    'O processador de pagamentos não reembolsou o pagamento de “{className}”, então nada foi excluído. Tente de novo mais tarde.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {O processador de pagamentos não reembolsou o pagamento de “{className}”, então nada foi excluído. {count} outro pagamento já foi reembolsado e não será reembolsado duas vezes. Tente de novo mais tarde.} other {O processador de pagamentos não reembolsou o pagamento de “{className}”, então nada foi excluído. {count} outros pagamentos já foram reembolsados e não serão reembolsados duas vezes. Tente de novo mais tarde.}}',
  'not_found.class_id': 'Não há nenhuma aula com esse ID.',
  'not_found.class_session': 'Esta aula não tem nenhuma sessão com esse ID.',
  'not_found.instructor': 'Não há nenhum professor com esse ID.',
  'bad_request.schedule_unknown_zone':
    '“{zone}” não é um fuso horário que conhecemos. Escolha um como America/Sao_Paulo ou Europe/Madrid.',
  'bad_request.schedule_too_many': 'Uma aula pode ter no máximo {max} sessões; este cronograma tem {count}.',
  'bad_request.schedule_no_sessions':
    'Este cronograma não tem nenhuma sessão: escolha pelo menos um dia de aula.',
  'bad_request.schedule_skipped_time':
    'O horário {time} não existe em {date} no fuso {zone}: nessa noite os relógios são adiantados. Escolha outro horário de início ou pule {date}.',
  'conflict.clash':
    '{what, select, moved {O novo horário} other {Uma sessão}} de {date} coincide com “{className}” de {otherDate}, uma aula do mesmo professor. Escolha outro horário.',
  'field.unknown_image': 'A imagem precisa ter sido enviada para este site',
  'forbidden.own_class_sessions': 'Você só pode mudar as sessões das suas próprias aulas.',
  'conflict.session_over': 'Esta sessão já aconteceu; ela não pode mais mudar.',
  'bad_request.min_price_above_max': 'O preço mínimo (minPrice) não pode ser maior que o máximo (maxPrice)',
  'bad_request.unknown_time_zone': 'tz: não conhecemos aqui o fuso horário {zone}',
  'forbidden.unapproved_classes': 'Só a administração pode ver aulas que não foram aprovadas.',
  'forbidden.own_classes': 'Você só pode ver as suas próprias aulas.',
  'forbidden.own_class_schedule': 'Você só pode verificar o cronograma das suas próprias aulas.',
  'forbidden.own_class_edit': 'Você só pode editar as suas próprias aulas.',
  'forbidden.own_class_delete': 'Você só pode excluir as suas próprias aulas.',
  'conflict.schedule_has_students':
    'Há alunos inscritos nesta aula, então o cronograma dela não pode ser substituído: mude ou cancele as sessões uma de cada vez.',
  'conflict.session_cancelled': 'Esta sessão foi cancelada; uma sessão cancelada não pode ser remarcada.',
  'bad_request.time_skipped':
    'O horário {time} não existe em {date} no fuso {zone}: nessa noite os relógios são adiantados. Escolha outro horário.',
  'bad_request.time_passed': 'O novo horário já passou. Escolha um horário no futuro.',
  'conflict.class_has_students': 'Esta aula tem alunos inscritos, então não pode ser excluída.',
  'bad_request.not_an_instructor': 'Uma aula só pode ser passada para um professor.',
  'field.not_an_instructor': 'precisa ser o ID de uma conta com a função de professor',
  'conflict.class_approved': 'Esta aula já foi aprovada; uma aula aprovada não pode ser recusada.',
  'forbidden.not_your_roster':
    'Só o professor desta aula (ou a administração) pode ver a lista de alunos e fazer a chamada.',
  'not_found.student_not_enrolled': 'Esta pessoa não está inscrita nesta aula.',
  'conflict.session_cancelled_attendance': 'Esta sessão foi cancelada: ela não tem chamada.',
  'conflict.session_not_started':
    'Esta sessão ainda não começou: a chamada pode ser feita assim que ela começar.',
  'not_found.not_enrolled_in_class': 'Você não tem inscrição em nenhuma aula com esse ID.',
  'forbidden.calendar_students_only':
    'Só os alunos inscritos nesta aula podem adicionar as sessões dela a uma agenda.',
  'not_found.calendar_feed': 'Não há nenhum feed de agenda neste endereço.',
  'payload_too_large.image_bytes': 'A imagem é grande demais: no máximo {megabytes} MB.',
  'payload_too_large.image_pixels': 'A imagem é grande demais: no máximo {megapixels} megapixels.',
  'payload_too_large.form_fields': 'Campos de formulário demais: envie só a imagem.',
  'payload_too_large.image_quota':
    'Suas imagens já ocupam {used} dos {quota} que cada conta pode usar: não há espaço para esta.',
  'bad_request.one_image': 'Envie uma imagem de cada vez.',
  'field.one_image': 'Só é possível enviar uma imagem de cada vez',
  'bad_request.no_image': 'Escolha uma imagem para enviar.',
  'field.image_required': 'A imagem é obrigatória',
  'bad_request.unreadable_upload': 'Não conseguimos ler o arquivo enviado.',
  'field.unreadable_image': 'Não conseguimos ler a imagem',
  'unsupported_media_type.multipart': 'Envie a imagem como multipart/form-data no campo “image”.',
  'unsupported_media_type.not_an_image': 'Só é possível enviar imagens JPEG, PNG, WebP e GIF.',
  'service_unavailable.images_busy':
    'O servidor está ocupado com outras imagens: tente de novo daqui a alguns segundos.',
  'too_many_requests.uploads_at_once':
    'Você já está enviando {count} imagens: espere terminarem e depois envie a próxima.',
  'too_many_requests.uploads_per_hour':
    'Você pode enviar no máximo {max} imagens por hora: tente de novo daqui a {minutes, plural, one {# minuto} other {# minutos}}.',
  'not_found.image': 'Não há nenhuma imagem com esse ID.',
  'email_unverified.waitlist':
    'Confirme seu e-mail antes de entrar em uma lista de espera: abra o link que enviamos para você ou peça um novo no seu painel.',
  'conflict.waitlist_own_class': 'Esta aula é sua: você não pode entrar na lista de espera dela.',
  'conflict.waitlist_already': 'Você já está na lista de espera desta aula.',
  'conflict.waitlist_seat_free':
    'Há uma vaga livre nesta aula: selecione a aula em vez de entrar na lista de espera.',
  waitlist_limit:
    '{lines, plural, one {Você já está em {lines} lista de espera, o máximo permitido ao mesmo tempo. Saia dela para entrar nesta.} other {Você já está em {lines} listas de espera, o máximo permitido ao mesmo tempo. Saia de uma delas para entrar nesta.}}',
  'not_found.waitlist_not_on': 'Você não está na lista de espera desta aula.',
  'not_found.coupon': 'Não há nenhum cupom com esse ID.',
  'not_found.coupon_code': 'Não há nenhum cupom com este código.',
  'conflict.coupon_unknown': 'Não há nenhum cupom com este código.',
  'conflict.coupon_inactive': 'O cupom {code} não é mais oferecido.',
  'conflict.coupon_not_yet_valid':
    'O cupom {code} ainda não vale: ele começa em {start} (horário da escola).',
  'conflict.coupon_expired': 'O cupom {code} expirou.',
  'conflict.coupon_used_up': 'O cupom {code} esgotou.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {Você já usou o cupom {code}.} other {Você já usou o cupom {code} {times} vezes, o máximo que ele permite.}}',
  'conflict.coupon_not_for_class': 'O cupom {code} não vale para esta aula.',
  'conflict.coupon_below_minimum': 'O cupom {code} só vale para aulas a partir de {minimum}.',
  'conflict.coupon_taken_off': '{refusal} Ele foi retirado; a aula voltou ao preço normal.',
  'conflict.coupon_code_taken': 'Já existe um cupom com o código {code}.',
  'bad_request.percent_coupon_amount': 'Um cupom de porcentagem não tem valor de desconto.',
  'field.empty_for_percent': 'Deixe em branco para um cupom de porcentagem',
  'bad_request.amount_coupon_percent': 'Um cupom de valor não tem porcentagem.',
  'field.empty_for_amount': 'Deixe em branco para um cupom de valor',
  'field.percent_off_missing': 'Informe a porcentagem de desconto, de 1 a 100',
  'field.amount_off_missing': 'Informe o valor do desconto, em dólares',
  'field.amount_off_zero': 'O valor do desconto precisa ser maior que 0',
  'field.valid_until_first': '“Válido até” precisa ser depois de “Válido a partir de”',
  'field.no_class_chosen': 'Escolha pelo menos uma aula',
  'field.unknown_class': 'Não há nenhuma aula com o ID {id}',
  'field.no_language_chosen': 'Escolha pelo menos um idioma',
  'field.max_uses_below_uses': 'O total de usos não pode ser menor que os {uses} usos já feitos',
  'conflict.refunded_no_seat':
    'Sentimos muito: a última vaga desta aula foi ocupada depois que a sua reserva expirou. Seu pagamento foi reembolsado.',
  'conflict.refunded_already_enrolled': 'Você já tem inscrição nesta aula. Seu pagamento foi reembolsado.',
  'conflict.refunded_price_changed':
    'O preço desta aula mudou enquanto você pagava. Seu pagamento foi reembolsado; pague de novo, por favor.',
  'conflict.refunded_class_unavailable': 'Esta aula não é mais oferecida. Seu pagamento foi reembolsado.',
  'conflict.refunded_account_deleted': 'Esta conta foi excluída e os pagamentos dela foram reembolsados.',
  'conflict.refunded_coupon_used_up':
    'Outros alunos esgotaram o seu cupom enquanto você pagava. Seu pagamento foi reembolsado e o cupom foi retirado: pague de novo pelo preço da aula ou tente outro código.',
  'conflict.refunded_coupon_invalid':
    'Seu cupom deixou de valer (expirou ou foi retirado) enquanto você pagava. Seu pagamento foi reembolsado e o cupom foi retirado: pague de novo, por favor.',
  'class_ended.refunded':
    'Encerrada: todas as sessões desta aula já aconteceram. Seu pagamento foi reembolsado.',
  'class_started.refunded':
    'Esta aula já começou e não aceita mais novos alunos. Seu pagamento foi reembolsado.',
  'conflict.refunded_own_class':
    'Esta aula é sua: você não pode comprar uma vaga nela. Seu pagamento foi reembolsado.',
  'field.not_this_payment': 'não corresponde ao pagamento',
  'bad_request.stripe_signature_missing': 'O cabeçalho Stripe-Signature está faltando.',
  'bad_request.stripe_signature_wrong': 'A assinatura do webhook não confere.',
  'bad_request.not_a_stripe_event': 'O corpo do webhook não é um evento do Stripe.',
  'not_found.enrolment': 'Você não tem inscrição nesta aula.',
  'conflict.enrolment_cancelled': 'Esta inscrição já está cancelada.',
  'not_found.payment_id': 'Não há nenhum pagamento com esse ID.',
  'bad_gateway.refund_not_cancelled':
    'O processador de pagamentos não reembolsou o seu pagamento, então a sua inscrição não foi cancelada. Tente de novo daqui a alguns minutos.',
  'bad_gateway.refund_not_made':
    'O processador de pagamentos não fez o reembolso, então nada foi registrado. Tente de novo daqui a alguns minutos.',
  refund_changed:
    'O reembolso mudou desde que mostramos o valor para você. {rule} Se cancelar agora, você recebe {refund} de volta. Confirme de novo, por favor.',
  'conflict.refunded_in_full': 'Este pagamento já foi reembolsado por completo.',
  'bad_request.refund_above_left': 'Restam no máximo {left} para reembolsar neste pagamento.',
  'conflict.not_enrolled_by_payment':
    'A inscrição deste pagamento não está mais ativa: reembolse sem cancelar a inscrição.',
  'refund_rule.free': 'Esta aula era gratuita: não há nada a reembolsar.',
  'refund_rule.unscheduled_full': 'Esta aula ainda não tem cronograma: a escola reembolsa o valor inteiro.',
  'refund_rule.unscheduled_none': 'Esta aula não tem cronograma: a escola não faz reembolso dela.',
  'refund_rule.full':
    'Você cancela pelo menos {days, plural, one {# dia} other {# dias}} antes da primeira sessão: reembolso integral.',
  'refund_rule.partial':
    'Você cancela menos de {days, plural, one {# dia} other {# dias}}, mas pelo menos {hours, plural, one {# hora} other {# horas}} antes da primeira sessão: {percent}% do preço de volta.',
  'refund_rule.none_days':
    'Você cancela menos de {days, plural, one {# dia} other {# dias}} antes da primeira sessão: sem reembolso.',
  'refund_rule.none_hours':
    'Você cancela menos de {hours, plural, one {# hora} other {# horas}} antes da primeira sessão: sem reembolso.',
  'refund_rule.begun': 'A aula já começou: sem reembolso.',
  'refund_rule.partly_refunded': '{rule} {refunded} já foram reembolsados.',
  'not_found.receipt': 'Não há nenhum recibo com esse ID.',
  'bad_request.payout_in_future': 'A data do pagamento não pode estar no futuro.',
  'field.payout_in_future': 'A data do pagamento não pode estar no futuro',
  'conflict.nothing_owed': 'Não há nada a pagar para {name}.',
  'conflict.payout_above_owed': 'Só há {owed} a pagar para {name}: um repasse não pode ser maior.',
  'bad_request.report_too_long':
    'Um relatório cobre no máximo {max} meses: escolha um primeiro mês posterior ou um último mês.',
  'field.report_too_long': 'Um relatório cobre no máximo {max} meses',
  'not_found.application': 'Não há nenhuma candidatura com esse ID.',
  'conflict.application_decided':
    '{status, select, accepted {Esta candidatura já foi aceita.} declined {Esta candidatura já foi recusada.} other {Esta candidatura já foi decidida ({status}).}}',
  'conflict.already_teaching': 'Sua conta já dá aulas aqui.',
  'conflict.application_open': 'Você já tem uma candidatura aguardando resposta.',
  'conflict.applicant_not_student': 'A conta da candidatura não é mais uma conta de aluno.',
  'bad_request.reopened_with_answer': 'Uma mensagem reaberta não pode ter resposta.',
  'field.answer_needs_answered': 'Marque a mensagem como respondida para enviar uma resposta',
  'not_found.contact_message': 'Não há nenhuma mensagem com esse ID.',
  'not_found.newsletter_confirmation':
    'Não reconhecemos este link de confirmação. Abra de novo pelo e-mail ou faça a inscrição outra vez.',
  'bad_request.newsletter_link_used':
    'Este link de confirmação já foi usado. Se você não estiver na lista, faça a inscrição outra vez.',
  'bad_request.newsletter_link_expired':
    'Este link de confirmação expirou. Faça a inscrição outra vez e enviaremos um novo.',
  'not_found.newsletter_unsubscribe':
    'Não reconhecemos este link de cancelamento. Abra de novo pelo e-mail ou escreva para nós.',
  'not_found.file': 'Esse arquivo não existe.',
  'field.link_unknown': 'desconhecido',
  'field.link_used_already': 'já usado',
  'field.link_expired': 'expirado',
  'field.password_required': 'A senha é obrigatória',
  'field.username_required': 'O nome de usuário é obrigatório',
  'field.nul_character': 'não pode conter um caractere NUL',
  'field.half_character': 'precisa ser um texto Unicode válido (tem metade de um caractere)',
  'field.nested_too_deeply': 'está aninhado fundo demais',
  'field.required': 'Este campo é obrigatório',
  'field.too_short':
    '{minimum, plural, one {Use pelo menos # caractere} other {Use pelo menos # caracteres}}',
  'field.too_long': '{maximum, plural, one {Use no máximo # caractere} other {Use no máximo # caracteres}}',
  'field.too_few': '{minimum, plural, one {Escolha pelo menos # item} other {Escolha pelo menos # itens}}',
  'field.too_many': '{maximum, plural, one {Escolha no máximo # item} other {Escolha no máximo # itens}}',
  'field.number_too_small':
    '{inclusive, select, false {Precisa ser maior que {minimum, number}} other {Precisa ser pelo menos {minimum, number}}}',
  'field.number_too_big':
    '{inclusive, select, false {Precisa ser menor que {maximum, number}} other {Precisa ser no máximo {maximum, number}}}',
  'field.not_multiple_of': 'Precisa ser múltiplo de {divisor, number}',
  'field.not_email': 'Informe um endereço de e-mail válido',
  'field.not_id': 'Não é um ID válido',
  'field.bad_format': 'Não está escrito no formato esperado',
  'field.not_choice': 'Escolha uma destas opções: {choices}',
  'field.wrong_type':
    '{expected, select, string {Precisa ser texto} number {Precisa ser um número} int {Precisa ser um número inteiro} boolean {Precisa ser true ou false} array {Precisa ser uma lista} object {Precisa ser um objeto} other {Tem o tipo errado}}',
  'field.not_valid': 'Não é válido',
  'answer.check_inbox':
    'Confira sua caixa de entrada: enviamos uma mensagem para este endereço. Abra o link dela para confirmar o endereço e entrar.',
  'answer.check_mailbox':
    'Esta escola não envia e-mails, então nada chega a uma caixa de entrada: a mensagem para este endereço fica guardada na Caixa de correio da conta. Entre e abra Caixa de correio no seu painel; o link dela confirma o endereço.',
  'answer.verification_sent': 'Enviamos um novo link para o seu endereço. Ele vale por 24 horas.',
  'answer.verification_kept':
    'Deixamos um novo link na sua Caixa de correio, no seu painel (esta escola não envia e-mails). Ele vale por 24 horas.',
  'answer.reset_sent':
    'Se alguma conta usa este endereço, enviamos para ela um link para escolher uma nova senha. O link vale por 30 minutos.',
  'answer.reset_kept':
    'Esta escola não envia e-mails. Se alguma conta usa este endereço, o link dela para escolher uma nova senha fica guardado na Caixa de correio da conta (abra Caixa de correio no seu painel, onde a sua sessão ainda estiver aberta) e na caixa de saída da escola, onde a administração pode ler o link para você. O link vale por 30 minutos.',
  'answer.password_changed':
    'Sua senha foi alterada e todas as sessões foram encerradas. Entre com a nova senha.',
  'answer.newsletter_check_inbox':
    'Obrigado! Confira sua caixa de entrada: o e-mail que enviamos tem um link que confirma a sua inscrição.',
  'answer.newsletter_no_mail':
    'Obrigado! Esta escola ainda não envia e-mails, então nada vai chegar à sua caixa de entrada: o link que confirma a sua inscrição espera na caixa de saída da escola, e nenhuma newsletter é enviada até a escola começar a enviar e-mails.',
  'answer.newsletter_confirmed': 'Obrigado! Sua inscrição está confirmada: a próxima newsletter é sua.',
  'answer.newsletter_unsubscribed':
    'Inscrição cancelada: este endereço não vai mais receber nossas newsletters.',
  'answer.newsletter_not_on_list': 'Este endereço não está mais na lista da nossa newsletter.',
  'answer.message_sent': 'Obrigado! Sua mensagem chegou à escola. Respondemos em até dois dias úteis.',
  'answer.message_sent_to_mailbox':
    'Obrigado! Sua mensagem chegou à escola. Respondemos em até dois dias úteis: a resposta vai estar na Caixa de correio do seu painel, porque esta escola não envia e-mails.',
  'answer.message_sent_no_mail':
    'Obrigado! Sua mensagem chegou à escola. Esta escola não envia e-mails, então nossa resposta não pode chegar até você por e-mail: entre e escreva para nós do endereço da sua conta para ler a resposta no seu painel, ou ligue para {phone}.',
};

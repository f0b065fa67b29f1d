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
};

import type { MailCatalogue } from '#server/i18n/mail-messages';

export const ptBR: MailCatalogue = {
  'common.hello': 'Olá,',
  'common.hello_named': 'Olá, {name},',
  'common.sign_in': 'Entrar',
  'common.review_sessions': 'Revisar suas sessões',
  'common.the_class': 'A aula: {url}',
  'common.date': 'Data',

  'welcome.subject': 'Boas-vindas à {school}',
  'welcome.preview': 'Sua conta na {school} está pronta.',
  'welcome.heading': 'Boas-vindas!',
  'welcome.heading_named': 'Boas-vindas, {name}!',
  'welcome.body':
    'Sua conta na {school} está pronta. Explore as aulas, selecione as que você gostar e pague por elas de uma vez só; sua agenda mostra cada encontro no seu próprio fuso horário.',
  'welcome.button': 'Ver as aulas',
  'welcome.not_you':
    'Não se cadastrou? Alguém usou este endereço por engano: escreva para a gente e vamos remover a conta.',

  'verify_email.subject': 'Confirme seu endereço de e-mail na {school}',
  'verify_email.preview': 'Um clique para confirmar seu endereço e entrar.',
  'verify_email.heading': 'Confirme seu endereço',
  'verify_email.heading_named': 'Confirme seu endereço, {name}',
  'verify_email.body':
    'Abra este link para confirmar que este endereço é seu e para entrar na {school}. Você já pode explorar e selecionar aulas; para pagar por elas, é preciso ter um endereço confirmado.',
  'verify_email.button': 'Confirmar meu endereço',
  'verify_email.link': 'O link funciona uma única vez, por 24 horas: {link}',
  'verify_email.not_you':
    'Não se cadastrou? Ignore este e-mail: o endereço continua sem confirmação e ninguém pode pagar com ele.',

  'sign_up_attempt.subject': 'Alguém tentou se cadastrar com seu endereço na {school}',
  'sign_up_attempt.preview': 'Você já tem uma conta: entre ou escolha uma nova senha.',
  'sign_up_attempt.body':
    'Alguém acabou de tentar criar uma conta na {school} com este endereço. Você já tem uma, então nada foi alterado.',
  'sign_up_attempt.if_you': 'Se foi você, entre com sua senha:',
  'sign_up_attempt.forgot':
    'Esqueceu sua senha? Escolha uma nova em {forgotUrl}. Se não foi você, pode ignorar este e-mail: sua conta e a senha dela continuam como estavam.',

  'reset_password.subject': 'Escolha uma nova senha para a {school}',
  'reset_password.preview': 'Um link para escolher uma nova senha, válido por 30 minutos.',
  'reset_password.body':
    'Alguém, provavelmente você, pediu para escolher uma nova senha para sua conta. Abra este link para escolher:',
  'reset_password.button': 'Escolher uma nova senha',
  'reset_password.link': 'O link funciona uma única vez, por 30 minutos: {link}',
  'reset_password.not_you': 'Não pediu? Ignore este e-mail: sua senha continua a mesma.',

  'reset_done.preview': 'Sua senha foi alterada e todas as sessões foram encerradas.',
  'reset_done.body':
    'A senha da sua conta acabou de ser alterada por um link de redefinição, e todos os dispositivos conectados foram desconectados. Entre de novo com a nova senha.',
  'reset_done.not_you':
    'Não foi você? Escolha agora mesmo uma nova senha em {forgotUrl} e escreva para a gente em {contactUrl}.',

  'password_changed.subject': 'Sua senha da {school} foi alterada',
  'password_changed.preview': 'A senha da sua conta foi alterada em {when}.',
  'password_changed.heading': 'Sua senha foi alterada',
  'password_changed.body':
    'Olá, {name}! A senha da sua conta na {school} foi alterada em {when}, a partir de {device}. {others}',
  'password_changed.body_with_address':
    'Olá, {name}! A senha da sua conta na {school} foi alterada em {when}, a partir de {device} (endereço {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {Sua conta não estava conectada em nenhum outro lugar.} one {# outro dispositivo foi desconectado; entre nele de novo com a nova senha.} other {# outros dispositivos foram desconectados; entre neles de novo com a nova senha.}}',
  'password_changed.not_you':
    'Não foi você? Alguém pode saber sua senha: escolha uma nova agora mesmo em “Esqueceu a senha?” na página de login ({loginUrl}) e escreva para a gente.',

  'sessions_ended.subject':
    '{count, plural, one {Um dispositivo foi desconectado da sua conta na {school}} other {# dispositivos foram desconectados da sua conta na {school}}}',
  'sessions_ended.preview': 'Desconectados em {when}: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {Um dispositivo foi desconectado} other {# dispositivos foram desconectados}}',
  'sessions_ended.body':
    'Olá, {name}! Em {when}, sua conta na {school} foi desconectada destes dispositivos, a partir de {device}:',
  'sessions_ended.device_with_address': '{device} (endereço {ipAddress})',
  'sessions_ended.not_you':
    'Não foi você? Outra pessoa está conectada à sua conta: troque sua senha no seu perfil, o que desconecta todos os outros dispositivos, e escreva para a gente.',

  'role.name': '{role, select, user {aluno} instructor {professor} other {administrador}}',
  'role_change.subject':
    '{role, select, user {Sua conta agora é uma conta de aluno} instructor {Sua conta agora é uma conta de professor} other {Sua conta agora é uma conta de administrador}}',
  'role_change.heading': 'Seu papel mudou, {name}',
  'role_change.body':
    'Um administrador mudou sua conta de {from} para {to}. {meaning} Entre de novo para ver seu novo painel.',
  'role_change.meaning':
    '{role, select, user {Você pode selecionar aulas, pagar por elas e acompanhar sua agenda pelo seu painel.} instructor {Agora você pode adicionar aulas, que os administradores avaliam, e acompanhar sua agenda de aulas e suas listas de alunos pelo seu painel.} other {Agora você pode avaliar aulas, gerenciar contas, responder mensagens e ler a caixa de saída pelo seu painel.}}',
  'role_change.button': 'Abrir seu painel',
  'role_change.not_expected':
    'Se você não esperava essa mudança, responda à escola ou escreva pela página de Contato.',

  'class_review.subject':
    '{status, select, approved {Sua aula “{className}” foi aprovada} other {Sua aula “{className}” não foi aprovada}}',
  'class_review.heading':
    '{status, select, approved {Sua aula foi aprovada} other {Sua aula não foi aprovada}}',
  'class_review.approved':
    'Boa notícia, {name}: “{className}” foi aprovada. Ela já está no catálogo, onde os alunos podem selecioná-la e pagar por ela.',
  'class_review.denied': '{name}, um administrador avaliou “{className}” e não a aprovou do jeito que está.',
  'class_review.feedback': 'O comentário do administrador',
  'class_review.edit':
    'Edite a aula em Minhas aulas levando isso em conta: uma aula editada volta para a avaliação dos administradores.',
  'class_review.see_class': 'Ver a página da sua aula',
  'class_review.open_my_classes': 'Abrir Minhas aulas',
  'class_review.classes_link': 'Suas aulas e os comentários sobre elas: {url}',

  'contact_answer.subject': 'A resposta à sua mensagem para a {school}',
  'contact_answer.subject_reply': 'Re: {subject}',
  'contact_answer.you_wrote': 'Você escreveu:',
  'contact_answer.button': 'Escrever para a gente de novo',

  'newsletter.confirm_subject': 'Confirme sua inscrição na newsletter da {school}',
  'newsletter.already_subject': 'Seu endereço já está inscrito na newsletter da {school}',
  'newsletter.confirm_preview': 'Um clique e a newsletter é sua.',
  'newsletter.already_preview': 'Este endereço já está na nossa lista.',
  'newsletter.confirm_heading': 'Confirme sua inscrição',
  'newsletter.already_heading': 'Seu endereço já está inscrito',
  'newsletter.confirm_body':
    'Alguém, esperamos que você, pediu a newsletter da {school} neste endereço: aulas e eventos novos, uma vez por mês. Confirme e ela é sua.',
  'newsletter.confirm_button': 'Confirmar minha inscrição',
  'newsletter.confirm_expiry':
    'O link funciona por {days, plural, one {# dia} other {# dias}}. Não pediu? Não faça nada: sem um clique, não escreveremos de novo.',
  'newsletter.already_body':
    'Alguém pediu a newsletter da {school} neste endereço, que já está na nossa lista: não é preciso fazer nada, a próxima edição chega normalmente.',
  'newsletter.unsubscribe': 'Não quer receber nossos e-mails? <link>Cancelar inscrição</link>',

  'receipt.subject': 'Seu recibo {number}',
  'receipt.preview': 'Recibo {number}: {total} pagos.',
  'receipt.heading': 'Obrigado pelo seu pagamento',
  'receipt.intro': 'Seu pagamento foi aprovado e a vaga é sua. Aqui está o seu recibo.',
  'receipt.intro_named': '{name}, seu pagamento foi aprovado e a vaga é sua. Aqui está o seu recibo.',
  'receipt.number': 'Número do recibo',
  'receipt.class': 'Aula: {className}',
  'receipt.coupon': 'Cupom {code}',
  'receipt.total': 'Total pago ({currency})',
  'receipt.paid_with': 'Pago com',
  'receipt.transaction': 'Transação',
  'receipt.button': 'Ver e imprimir seu recibo',
  'receipt.keep': '{schoolName}, {schoolAddress}. Guarde este e-mail para seus registros.',
  'receipt.card': '{brand} com final {last4}',
  'receipt.card_unnamed': 'Cartão',
  'receipt.no_card': 'Nenhum cartão necessário',

  'credit_note.subject': 'Sua nota de crédito {number}: {amount} reembolsados',
  'credit_note.preview': 'Nota de crédito {number}: {amount} reembolsados.',
  'credit_note.heading': 'Seu reembolso está a caminho',
  'credit_note.intro':
    '{cancelled, select, yes {Sua inscrição em {className} foi cancelada e {amount} voltam para o cartão com que você pagou. Os bancos costumam levar de 5 a 10 dias para mostrar o valor.} other {Referente à aula {className}, {amount} voltam para o cartão com que você pagou. Os bancos costumam levar de 5 a 10 dias para mostrar o valor.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}, sua inscrição em {className} foi cancelada e {amount} voltam para o cartão com que você pagou. Os bancos costumam levar de 5 a 10 dias para mostrar o valor.} other {{name}, referente à aula {className}, {amount} voltam para o cartão com que você pagou. Os bancos costumam levar de 5 a 10 dias para mostrar o valor.}}',
  'credit_note.number': 'Número da nota de crédito',
  'credit_note.class': 'Aula',
  'credit_note.original_receipt': 'Recibo original',
  'credit_note.reason': 'Motivo',
  'credit_note.amount': 'Valor reembolsado ({currency})',
  'credit_note.button': 'Ver seu histórico de pagamentos',
  'credit_note.keep': 'Guarde este e-mail junto com seu recibo para seus registros.',

  'session_change.subject':
    '{kind, select, moved {Um encontro de “{className}” mudou de horário} other {Um encontro de “{className}” foi cancelado}}',
  'session_change.heading':
    '{kind, select, moved {Um encontro mudou de horário} other {Um encontro foi cancelado}}',
  'session_change.moved': 'O encontro de “{className}” que seria em {previousTime} agora acontece em:',
  'session_change.cancelled': 'O encontro de “{className}” em {previousTime} não vai acontecer.',
  'session_change.why': 'Motivo: {reason}',
  'session_change.button': 'Ver os encontros da aula',
  'session_change.calendar': 'Seu arquivo de calendário e seu feed de calendário também mostram a mudança.',

  'reminder.subject': 'Sua aula “{className}” começa amanhã',
  'reminder.heading': '{className} começa em breve',
  'reminder.body': '{name}, o primeiro encontro de “{className}” é em:',
  'reminder.where': 'Onde: {address}',
  'reminder.online': 'É on-line: o link da reunião está na página da aula.',
  'reminder.button': 'Abrir a aula',

  'waitlist_offer.subject': 'Uma vaga em “{className}” está esperando por você',
  'waitlist_offer.heading': 'Boa notícia, {name}: abriu uma vaga',
  'waitlist_offer.body':
    'Abriu uma vaga em “{className}” e você está em primeiro lugar na lista de espera. Vamos segurá-la para você por {hours, plural, one {# hora} other {# horas}}, até:',
  'waitlist_offer.button': 'Pagar sua vaga',
  'waitlist_offer.after':
    'Se você não pagar até lá, a vaga passa para o próximo aluno da fila. Se não quiser mais a vaga, saia da lista de espera pela página da aula e ela passa na hora para o próximo aluno.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {A vaga oferecida em “{className}” foi retirada} other {A lista de espera de “{className}” foi encerrada}}',
  'waitlist_withdrawn.heading': 'Sentimos muito, {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {A vaga que seguramos para você em “{className}” não está mais à venda, então a oferta foi retirada. {why} Nada foi cobrado.} other {Você não está mais na lista de espera de “{className}”. {why} Nada foi cobrado.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {Todos os encontros da aula já aconteceram.} other {A aula já começou, e a escola não aceita novos alunos depois que uma aula começa.}}',
};

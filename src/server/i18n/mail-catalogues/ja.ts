import type { MailCatalogue } from '#server/i18n/mail-messages';

export const ja: MailCatalogue = {
  'common.hello': 'こんにちは。',
  'common.hello_named': '{name}さん、こんにちは。',
  'common.sign_in': 'ログイン',
  'common.review_sessions': 'セッションを確認する',
  'common.the_class': 'クラス：{url}',
  'common.date': '日付',

  'welcome.subject': '{school}へようこそ',
  'welcome.preview': '{school}のアカウントの準備ができました。',
  'welcome.heading': 'ようこそ！',
  'welcome.heading_named': '{name}さん、ようこそ！',
  'welcome.body':
    '{school}のアカウントの準備ができました。クラスを見て、気に入ったものを選び、まとめてお支払いいただけます。時間割には、すべての授業がお住まいのタイムゾーンで表示されます。',
  'welcome.button': 'クラスを見る',
  'welcome.not_you':
    'ご登録の覚えがない場合は、どなたかが誤ってこのアドレスを使ったようです。ご連絡いただければ、アカウントを削除いたします。',

  'verify_email.subject': '{school}のメールアドレスの確認',
  'verify_email.preview': 'ワンクリックでアドレスを確認して、ログインできます。',
  'verify_email.heading': 'メールアドレスを確認してください',
  'verify_email.heading_named': '{name}さん、メールアドレスを確認してください',
  'verify_email.body':
    'このリンクを開いて、このアドレスがご本人のものであることを確認し、{school}にログインしてください。クラスの閲覧や選択はすでにできますが、お支払いには確認済みのアドレスが必要です。',
  'verify_email.button': 'アドレスを確認する',
  'verify_email.link': 'リンクは24時間有効で、1回だけ使えます：{link}',
  'verify_email.not_you':
    'ご登録の覚えがない場合は、このメールを無視してください。アドレスは未確認のままとなり、このアドレスで支払いをすることは誰にもできません。',

  'sign_up_attempt.subject': '{school}で、あなたのアドレスを使った登録の試みがありました',
  'sign_up_attempt.preview':
    'すでにアカウントをお持ちです。ログインするか、新しいパスワードを設定してください。',
  'sign_up_attempt.body':
    '先ほど、このアドレスで{school}のアカウントを作成しようとした方がいました。すでにアカウントをお持ちのため、何も変更されていません。',
  'sign_up_attempt.if_you': 'ご本人の場合は、パスワードでログインしてください：',
  'sign_up_attempt.forgot':
    'パスワードをお忘れですか？ {forgotUrl} で新しいパスワードを設定できます。お心当たりがない場合は、このメールを無視してください。アカウントとパスワードはそのままです。',

  'reset_password.subject': '{school}の新しいパスワードの設定',
  'reset_password.preview': '新しいパスワードを設定するためのリンクです（30分間有効）。',
  'reset_password.body':
    'どなたか（おそらくご本人）から、アカウントのパスワードを新しくしたいとのご依頼がありました。次のリンクを開いて設定してください：',
  'reset_password.button': '新しいパスワードを設定する',
  'reset_password.link': 'リンクは30分間有効で、1回だけ使えます：{link}',
  'reset_password.not_you':
    'ご依頼の覚えがない場合は、このメールを無視してください。パスワードは変わりません。',

  'reset_done.preview': 'パスワードが変更され、すべてのセッションからログアウトしました。',
  'reset_done.body':
    '再設定リンクからアカウントのパスワードが変更され、ログインしていたすべての端末からログアウトしました。新しいパスワードで、もう一度ログインしてください。',
  'reset_done.not_you':
    'お心当たりがない場合は、すぐに {forgotUrl} で新しいパスワードを設定し、{contactUrl} からご連絡ください。',

  'password_changed.subject': '{school}のパスワードが変更されました',
  'password_changed.preview': '{when}に、アカウントのパスワードが変更されました。',
  'password_changed.heading': 'パスワードが変更されました',
  'password_changed.body':
    '{name}さん、{school}のアカウントのパスワードが、{when}に{device}から変更されました。{others}',
  'password_changed.body_with_address':
    '{name}さん、{school}のアカウントのパスワードが、{when}に{device}（アドレス {ipAddress}）から変更されました。{others}',
  'password_changed.others':
    '{count, plural, =0 {ほかの端末ではログインしていませんでした。} other {ほかの#台の端末からログアウトしました。それらの端末では、新しいパスワードでもう一度ログインしてください。}}',
  'password_changed.not_you':
    'お心当たりがない場合は、パスワードを誰かに知られているおそれがあります。すぐにログインページ（{loginUrl}）の「パスワードをお忘れですか？」から新しいパスワードを設定し、ご連絡ください。',

  'sessions_ended.subject': '{count, plural, other {{school}のアカウントから#台の端末がログアウトしました}}',
  'sessions_ended.preview': '{when}にログアウト：{devices}。',
  'sessions_ended.heading': '{count, plural, other {#台の端末がログアウトしました}}',
  'sessions_ended.body':
    '{name}さん、{when}に{device}からの操作で、{school}のアカウントが次の端末からログアウトしました：',
  'sessions_ended.device_with_address': '{device}（アドレス {ipAddress}）',
  'sessions_ended.not_you':
    'お心当たりがない場合は、ほかの誰かがあなたのアカウントにログインしています。プロフィールでパスワードを変更して（ほかのすべての端末からログアウトされます）、ご連絡ください。',

  'role.name': '{role, select, user {受講生} instructor {講師} other {管理者}}',
  'role_change.subject':
    '{role, select, user {アカウントが受講生アカウントになりました} instructor {アカウントが講師アカウントになりました} other {アカウントが管理者アカウントになりました}}',
  'role_change.heading': '{name}さん、ロールが変更されました',
  'role_change.body':
    '管理者が、あなたのアカウントを「{from}」から「{to}」に変更しました。{meaning}新しいダッシュボードを表示するには、もう一度ログインしてください。',
  'role_change.meaning':
    '{role, select, user {ダッシュボードから、クラスの選択やお支払い、時間割の確認ができます。} instructor {ダッシュボードから、クラスの追加（管理者が審査します）や、担当する授業の時間割と受講生名簿の確認ができるようになりました。} other {ダッシュボードから、クラスの審査、アカウントの管理、メッセージへの返信、送信メールの確認ができるようになりました。}}',
  'role_change.button': 'ダッシュボードを開く',
  'role_change.not_expected':
    'この変更にお心当たりがない場合は、スクールにご返信いただくか、お問い合わせページからご連絡ください。',

  'class_review.subject':
    '{status, select, approved {クラス「{className}」が承認されました} other {クラス「{className}」は承認されませんでした}}',
  'class_review.heading':
    '{status, select, approved {クラスが承認されました} other {クラスは承認されませんでした}}',
  'class_review.approved':
    '{name}さん、うれしいお知らせです。「{className}」が承認されました。カタログに掲載され、受講生が選択してお支払いできるようになりました。',
  'class_review.denied':
    '{name}さん、管理者が「{className}」を審査しましたが、現在の内容では承認されませんでした。',
  'class_review.feedback': '管理者からのフィードバック',
  'class_review.edit':
    'この点を踏まえて、「マイクラス」でクラスを編集してください。編集したクラスは、もう一度管理者の審査を受けます。',
  'class_review.see_class': 'クラスのページを見る',
  'class_review.open_my_classes': '「マイクラス」を開く',
  'class_review.classes_link': 'あなたのクラスとフィードバック：{url}',

  'contact_answer.subject': '{school}へのお問い合わせへの回答',
  'contact_answer.subject_reply': 'Re: {subject}',
  'contact_answer.you_wrote': 'お問い合わせ内容：',
  'contact_answer.button': 'もう一度問い合わせる',

  'newsletter.confirm_subject': '{school}ニュースレターの購読確認',
  'newsletter.already_subject': '{school}ニュースレターはすでに購読済みです',
  'newsletter.confirm_preview': 'ワンクリックでニュースレターが届くようになります。',
  'newsletter.already_preview': 'このアドレスはすでにリストに登録されています。',
  'newsletter.confirm_heading': '購読の確認をお願いします',
  'newsletter.already_heading': 'すでに購読済みです',
  'newsletter.confirm_body':
    'このアドレスで、{school}のニュースレター（新しいクラスやイベントのお知らせ、月1回）の購読のお申し込みがありました。ご本人であれば、確認するだけで購読が始まります。',
  'newsletter.confirm_button': '購読を確認する',
  'newsletter.confirm_expiry':
    'リンクの有効期間は{days, plural, other {#日間}}です。お申し込みの覚えがない場合は、何もしないでください。クリックがなければ、今後メールをお送りすることはありません。',
  'newsletter.already_body':
    'このアドレスで{school}のニュースレターのお申し込みがありましたが、すでにリストに登録されています。お手続きは不要です。次号もいつもどおりお届けします。',
  'newsletter.unsubscribe': 'メールの配信停止はこちら：<link>配信を停止する</link>',

  'receipt.subject': '領収書 {number}',
  'receipt.preview': '領収書 {number}：{total}をお支払いいただきました。',
  'receipt.heading': 'お支払いありがとうございます',
  'receipt.intro': 'お支払いが完了し、席が確保されました。領収書をお送りします。',
  'receipt.intro_named': '{name}さん、お支払いが完了し、席が確保されました。領収書をお送りします。',
  'receipt.number': '領収書番号',
  'receipt.class': 'クラス：{className}',
  'receipt.coupon': 'クーポン {code}',
  'receipt.total': 'お支払い合計（{currency}）',
  'receipt.paid_with': 'お支払い方法',
  'receipt.transaction': '取引ID',
  'receipt.button': '領収書を表示・印刷する',
  'receipt.keep': '{schoolName}、{schoolAddress}。記録のため、このメールを保管してください。',
  'receipt.card': '{brand}（末尾 {last4}）',
  'receipt.card_unnamed': 'カード',
  'receipt.no_card': 'カード不要',

  'credit_note.subject': '返金明細書 {number}：{amount}を返金しました',
  'credit_note.preview': '返金明細書 {number}：{amount}を返金しました。',
  'credit_note.heading': '返金の手続きが完了しました',
  'credit_note.intro':
    '{cancelled, select, yes {{className}の受講登録を取り消し、お支払いに使われたカードに{amount}を返金します。銀行の明細に反映されるまで、通常5〜10日ほどかかります。} other {{className}について、お支払いに使われたカードに{amount}を返金します。銀行の明細に反映されるまで、通常5〜10日ほどかかります。}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}さん、{className}の受講登録を取り消し、お支払いに使われたカードに{amount}を返金します。銀行の明細に反映されるまで、通常5〜10日ほどかかります。} other {{name}さん、{className}について、お支払いに使われたカードに{amount}を返金します。銀行の明細に反映されるまで、通常5〜10日ほどかかります。}}',
  'credit_note.number': '返金明細書番号',
  'credit_note.class': 'クラス',
  'credit_note.original_receipt': '元の領収書',
  'credit_note.reason': '理由',
  'credit_note.amount': '返金額（{currency}）',
  'credit_note.button': 'お支払い履歴を見る',
  'credit_note.keep': '記録のため、このメールを領収書と一緒に保管してください。',

  'session_change.subject':
    '{kind, select, moved {「{className}」の授業の日時が変更されました} other {「{className}」の授業が休講になりました}}',
  'session_change.heading':
    '{kind, select, moved {授業の日時が変更されました} other {授業が休講になりました}}',
  'session_change.moved': '{previousTime}に予定されていた「{className}」の授業は、次の日時に変更されました：',
  'session_change.cancelled': '{previousTime}に予定されていた「{className}」の授業は行われません。',
  'session_change.why': '理由：{reason}',
  'session_change.button': 'クラスの授業日程を見る',
  'session_change.calendar': 'カレンダーファイルとカレンダーフィードにも、この変更が反映されます。',

  'reminder.subject': 'クラス「{className}」は明日から始まります',
  'reminder.heading': '{className}がまもなく始まります',
  'reminder.body': '{name}さん、「{className}」の初回の授業は次の日時です：',
  'reminder.where': '場所：{address}',
  'reminder.online': 'オンラインで行われます。ミーティングのリンクはクラスのページにあります。',
  'reminder.button': 'クラスを開く',

  'waitlist_offer.subject': '「{className}」に空きが出ました',
  'waitlist_offer.heading': '{name}さん、うれしいお知らせです。席に空きが出ました',
  'waitlist_offer.body':
    '「{className}」に空きが出ました。キャンセル待ちの先頭はあなたです。{hours, plural, other {#時間}}後の次の日時まで、席を確保しています：',
  'waitlist_offer.button': '席の代金を支払う',
  'waitlist_offer.after':
    'それまでにお支払いがない場合、席はキャンセル待ちの次の受講生に移ります。席が不要になった場合は、クラスのページからキャンセル待ちを取り消してください。すぐに次の受講生に席が移ります。',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {「{className}」の席のご案内を取り消しました} other {「{className}」のキャンセル待ちを締め切りました}}',
  'waitlist_withdrawn.heading': '{name}さん、申し訳ありません',
  'waitlist_withdrawn.body':
    '{offered, select, yes {「{className}」で確保していた席の販売が終了したため、ご案内を取り消しました。{why}料金は一切請求されていません。} other {「{className}」のキャンセル待ちから外れました。{why}料金は一切請求されていません。}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {このクラスの授業はすべて終了しました。} other {このクラスはすでに始まっており、スクールでは開始後のクラスに新しい受講生を受け付けていません。}}',
};

import type { ServerCatalogue } from '#server/i18n/server-messages';

// Japanese counts without plural forms.
const wait = '{unit, select, second {{count}秒} other {{count}分}}';

export const ja: ServerCatalogue = {
  bad_request: 'リクエストが正しくありません。',
  'bad_request.field': '{field} が正しくありません：{problem}',
  'bad_request.field_not_accepted': 'この項目は受け付けていません',
  'bad_request.unstorable_text': '保存できない文字が含まれています。',
  'bad_request.address_not_valid': 'アドレスが正しくありません。',
  'bad_request.address_too_long': 'アドレスが長すぎます。',
  'bad_request.class_not_free': 'このクラスは無料ではありません。お支払いをお願いします。',
  'bad_request.class_free':
    'このクラスは無料です。お支払いなしで受講登録してください（POST /api/carts/:id/enrol-free）。',
  'bad_request.free_with_coupon':
    'このクーポンでクラスが無料になります。お支払いなしで受講登録してください（POST /api/carts/:id/enrol-free）。',
  'bad_request.payment_not_from_site': 'このお支払いはこのサイトで行われたものではありません。',
  'bad_request.payment_for_another_class': 'このお支払いは別のクラスのものです。',
  'bad_request.payment_in_another_currency': 'このお支払いは別の通貨で行われています。',
  unauthorized: '先にログインしてください。',
  forbidden: 'この操作は許可されていません。',
  'forbidden.roles':
    '{roles, select, admin {管理者アカウント専用です。} instructor {講師アカウント専用です。} user {受講生アカウント専用です。} instructor_admin {講師または管理者のアカウント専用です。} other {この操作は許可されていません。}}',
  'forbidden.foreign_origin': 'このリクエストはサイト自身から送る必要があります。',
  'forbidden.own_cart': 'ご自分のカートのみ表示できます。',
  'forbidden.own_payments': 'ご自分のお支払いのみ表示できます。',
  'forbidden.payment_of_another_account': 'このお支払いは別のアカウントのものです。',
  not_found: '見つかりません。',
  'not_found.route': '{method} {path} に該当するルートはありません。',
  'not_found.class': 'そのクラスは存在しません。',
  'not_found.cart_item': 'その項目はカートにありません。',
  'not_found.payment': 'そのお支払いは存在しません。',
  'not_found.transaction': 'この取引IDのお支払いはありません。',
  conflict:
    '同じタイミングで他の方が変更しました（たとえば最後の席が埋まりました）。もう一度お試しください。',
  'conflict.already_selected': 'このクラスはすでに選択済みです。',
  'conflict.already_enrolled': 'このクラスにはすでに受講登録しています。',
  'conflict.class_full': 'このクラスは満席です。',
  'conflict.seats_held':
    '残りの席はすべて、いまお支払い中の受講生が確保しています。数分後にもう一度お試しください。',
  'conflict.held_seats_limit':
    '未払いのまま席を確保しているクラスがすでに{max}つあり、同時に確保できる上限に達しています。どれかのお支払いを済ませるか、選択したクラスから1つ外すか、確保の期限が切れるのを待ってから、もう一度お試しください。',
  'conflict.own_class_select': 'ご自分のクラスなので選択できません。',
  'conflict.own_class_pay': 'ご自分のクラスなので席を購入できません。',
  'conflict.class_not_offered': 'このクラスはもう開講していません。',
  'conflict.payment_being_prepared': 'お支払いを別のウィンドウで準備中です。もう一度お試しください。',
  'conflict.payment_has_been_refunded': 'このお支払いは返金済みです。',
  'conflict.payment_cancelled': 'このお支払いはキャンセルされました。最初からやり直してください。',
  'conflict.payment_was_refunded': 'このお支払いは返金されました。',
  'conflict.payment_not_confirmable': 'このお支払いはもう確定できません。',
  too_many_requests: `試行回数が多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.sign_ins': `ログインの失敗が多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.new_accounts': `このアドレスからの新規アカウントが多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.wrong_passwords': `パスワードの誤りが多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.links_sent': `このアドレスに送ったリンクが多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.password_resets': `パスワード再設定の依頼が多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.subscriptions': `このアドレスからの登録が多すぎます。${wait}待ってから、もう一度お試しください。`,
  'too_many_requests.confirmation_mails': `このメールアドレスへの確認メールが多すぎます。${wait}待ってから、もう一度お試しください。`,
  service_unavailable: 'サービスが一時的に利用できません。もう一度お試しください。',
  internal_error: 'こちら側で問題が発生しました。もう一度お試しください。',
  payment_incomplete: 'このお支払いはまだ完了していません。',
  card_declined: 'カードが承認されませんでした。',
  insufficient_funds: 'カードの残高が不足しています。',
  incorrect_number: 'カード番号が正しくありません。',
  expired_card: 'カードの有効期限が切れています。',
  incorrect_cvc: 'カードのセキュリティコードが正しくありません。',
  email_unverified:
    'お支払いの前にメールアドレスを確認してください。お送りしたリンクを開くか、ダッシュボードからもう一度送信してください。',
  class_ended: '終了：このクラスのすべての回が終わりました。',
  class_started: 'このクラスはすでに始まっているため、新しい受講生は受け付けていません。',
};

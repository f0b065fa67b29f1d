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
  method_not_allowed: 'このメソッドはここでは使えません。',
  not_acceptable: 'このリクエストが受け付ける形式で返せる応答がありません。',
  payload_too_large: 'リクエストが大きすぎます。',
  unsupported_media_type: 'この種類のデータはここでは受け付けていません。',
  'bad_request.link_invalid':
    'このリンクは無効です。リンクをすべてコピーしたかご確認いただくか、新しいリンクをご依頼ください。',
  link_used: 'このリンクはすでに使われています。必要であれば新しいリンクをご依頼ください。',
  link_expired: 'このリンクは有効期限が切れています。新しいリンクをご依頼ください。',
  'bad_request.choose_password': '続けるには、パスワードを決めてお名前を確認してください。',
  'bad_request.account_gone': 'このアカウントはもう存在しません。',
  'conflict.email_already_verified': 'メールアドレスはすでに確認済みです。',
  'bad_request.same_password': '新しいパスワードは現在のパスワードと別のものにしてください。',
  'bad_request.wrong_current_password': '現在のパスワードが正しくありません。',
  'conflict.no_password':
    'このアカウントは外部サービスでログインしているため、ここで変更できるパスワードはありません。',
  'conflict.password_changed_meanwhile': 'その間にパスワードが変更されました。もう一度お試しください。',
  'not_found.account_session': 'そのセッションはありません。すでに終了している可能性があります。',
  'conflict.current_session': 'これは現在お使いのセッションです。終了するにはログアウトしてください。',
  'unauthorized.invalid_credentials': 'メールアドレスまたはパスワードが正しくありません',
  'conflict.email_taken': 'このメールアドレスのアカウントはすでに存在します。',
  'bad_request.refused': 'リクエストが拒否されました。',
  'not_found.sign_in_provider': 'そのログインサービスはありません。',
  'service_unavailable.sign_in_provider': '現在、ログインサービスに接続できません。',
  'bad_request.sign_in_expired': 'このログインは有効期限が切れました。最初からやり直してください。',
  'has_classes.change_role':
    'この講師はまだ{count}件のクラスを担当しています：{names}。役割を変更する前に、「クラス管理」で別の講師に引き継ぐか、クラスを削除してください。',
  'has_classes.delete':
    'この講師はまだ{count}件のクラスを担当しています：{names}。アカウントを削除する前に、「クラス管理」で別の講師に引き継ぐか、クラスを削除してください。',
  paid_enrolments:
    'この受講生は{count}件のクラスを支払い済みです（{names}）。「返金して削除」を選ぶと、支払いを返金してからアカウントを削除します。',
  'conflict.last_admin': 'スクールには管理者が少なくとも1人必要です。',
  'not_found.user_id': 'そのIDのアカウントはありません。',
  'not_found.user_email': 'そのメールアドレスのアカウントはありません。',
  'forbidden.instructor_profile': '自己紹介と言語を設定できるのは講師だけです。',
  'forbidden.own_role_only': '確認できるのはご自分の役割だけです。',
  'forbidden.own_role_change': 'ご自分の役割は変更できません。',
  'forbidden.own_account_delete': 'ご自分のアカウントはここでは削除できません。',
  'bad_gateway.refund_before_delete':
    '決済サービスが「{className}」の支払いを返金しなかったため、何も削除していません。しばらくしてからもう一度お試しください。',
  'bad_gateway.refund_before_delete_after_others':
    '決済サービスが「{className}」の支払いを返金しなかったため、何も削除していません。ほかの{count}件の支払いは返金済みで、二重に返金されることはありません。しばらくしてからもう一度お試しください。',
  'not_found.class_id': 'そのIDのクラスはありません。',
  'not_found.class_session': 'このクラスにそのIDの回はありません。',
  'not_found.instructor': 'そのIDの講師はいません。',
  'bad_request.schedule_unknown_zone':
    '「{zone}」は認識できるタイムゾーンではありません。Asia/Tokyo や America/New_York などを選んでください。',
  'bad_request.schedule_too_many':
    '1つのクラスの回数は最大{max}回です。このスケジュールは{count}回あります。',
  'bad_request.schedule_no_sessions':
    'このスケジュールには回がありません。曜日を少なくとも1つ選んでください。',
  'bad_request.schedule_skipped_time':
    '{zone}では{date}に{time}という時刻は存在しません（その夜に時計が進められます）。別の開始時刻を選ぶか、{date}を休みにしてください。',
  'conflict.clash':
    '{date}の{what, select, moved {新しい時間} other {回}}が、同じ講師のクラス「{className}」の{otherDate}の回と重なっています。別の時間を選んでください。',
  'field.unknown_image': '画像はこのサイトにアップロードしたものを使ってください',
  'forbidden.own_class_sessions': '変更できるのはご自分のクラスの回だけです。',
  'conflict.session_over': 'この回はすでに終わっているため、変更できません。',
  'bad_request.min_price_above_max': '最低価格（minPrice）を最高価格（maxPrice）より高くすることはできません',
  'bad_request.unknown_time_zone': 'tz：タイムゾーン {zone} はここでは認識できません',
  'forbidden.unapproved_classes': '承認されていないクラスを見られるのは管理者だけです。',
  'forbidden.own_classes': '表示できるのはご自分のクラスだけです。',
  'forbidden.own_class_schedule': 'スケジュールを確認できるのはご自分のクラスだけです。',
  'forbidden.own_class_edit': '編集できるのはご自分のクラスだけです。',
  'forbidden.own_class_delete': '削除できるのはご自分のクラスだけです。',
  'conflict.schedule_has_students':
    'このクラスには受講生が登録しているため、スケジュールを置き換えることはできません。回を1つずつ変更するか、キャンセルしてください。',
  'conflict.session_cancelled': 'この回はキャンセルされています。キャンセルした回は移動できません。',
  'bad_request.time_skipped':
    '{zone}では{date}に{time}という時刻は存在しません（その夜に時計が進められます）。別の時刻を選んでください。',
  'bad_request.time_passed': '新しい時間はすでに過ぎています。これからの時間を選んでください。',
  'conflict.class_has_students': 'このクラスには受講生が登録しているため、削除できません。',
  'bad_request.not_an_instructor': 'クラスを引き継げるのは講師だけです。',
  'field.not_an_instructor': '講師の役割を持つアカウントのIDを指定してください',
  'conflict.class_approved': 'このクラスはすでに承認済みです。承認したクラスを却下することはできません。',
  'forbidden.not_your_roster': '名簿を見て出欠を取れるのは、このクラスの講師（または管理者）だけです。',
  'not_found.student_not_enrolled': 'この受講生はこのクラスに登録していません。',
  'conflict.session_cancelled_attendance': 'この回はキャンセルされたため、出欠は取りません。',
  'conflict.session_not_started': 'この回はまだ始まっていません。出欠は開始後に取れます。',
  'not_found.not_enrolled_in_class': 'そのIDのクラスには受講登録していません。',
  'forbidden.calendar_students_only':
    'このクラスの回をカレンダーに追加できるのは、受講登録している受講生だけです。',
  'not_found.calendar_feed': 'このアドレスにカレンダーフィードはありません。',
  'payload_too_large.image_bytes': '画像が大きすぎます。{megabytes} MBまでにしてください。',
  'payload_too_large.image_pixels': '画像が大きすぎます。{megapixels}メガピクセルまでにしてください。',
  'payload_too_large.form_fields': 'フォームの項目が多すぎます。画像だけを送ってください。',
  'payload_too_large.image_quota':
    'お使いの画像はすでに、各アカウントが使える{quota}のうち{used}を使っています。この画像を保存する容量はありません。',
  'bad_request.one_image': '画像は1枚ずつ送ってください。',
  'field.one_image': '一度に送れる画像は1枚だけです',
  'bad_request.no_image': 'アップロードする画像を選んでください。',
  'field.image_required': '画像を選んでください',
  'bad_request.unreadable_upload': 'アップロードしたデータを読み取れませんでした。',
  'field.unreadable_image': '画像を読み取れませんでした',
  'unsupported_media_type.multipart':
    '画像は multipart/form-data 形式で「image」項目に入れて送ってください。',
  'unsupported_media_type.not_an_image': 'アップロードできるのはJPEG、PNG、WebP、GIFの画像だけです。',
  'service_unavailable.images_busy': 'サーバーがほかの画像を処理中です。数秒後にもう一度お試しください。',
  'too_many_requests.uploads_at_once':
    'すでに{count}枚の画像をアップロード中です。完了してから次の画像を送ってください。',
  'too_many_requests.uploads_per_hour':
    'アップロードできる画像は1時間に{max}枚までです。{minutes}分後にもう一度お試しください。',
  'not_found.image': 'そのIDの画像はありません。',
  'email_unverified.waitlist':
    'キャンセル待ちに登録する前にメールアドレスを確認してください。お送りしたリンクを開くか、ダッシュボードからもう一度送信してください。',
  'conflict.waitlist_own_class': 'ご自分のクラスなので、キャンセル待ちには登録できません。',
  'conflict.waitlist_already': 'このクラスのキャンセル待ちにすでに登録しています。',
  'conflict.waitlist_seat_free':
    'このクラスには空席があります。キャンセル待ちではなく、クラスを選択してください。',
  waitlist_limit:
    'すでに{lines}件のキャンセル待ちに登録しており、同時に登録できる上限に達しています。このクラスに登録するには、どれかのキャンセル待ちをやめてください。',
  'not_found.waitlist_not_on': 'このクラスのキャンセル待ちには登録していません。',
  'not_found.coupon': 'そのIDのクーポンはありません。',
  'not_found.coupon_code': 'このコードのクーポンはありません。',
  'conflict.coupon_unknown': 'このコードのクーポンはありません。',
  'conflict.coupon_inactive': 'クーポン {code} の提供は終了しました。',
  'conflict.coupon_not_yet_valid':
    'クーポン {code} はまだ使えません。{start}（スクールの時間）から使えます。',
  'conflict.coupon_expired': 'クーポン {code} は有効期限が切れています。',
  'conflict.coupon_used_up': 'クーポン {code} は上限まで使われました。',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {クーポン {code} はすでに使用済みです。} other {クーポン {code} はすでに{times}回使っており、使える回数の上限です。}}',
  'conflict.coupon_not_for_class': 'クーポン {code} はこのクラスには使えません。',
  'conflict.coupon_below_minimum': 'クーポン {code} は{minimum}以上のクラスにのみ使えます。',
  'conflict.coupon_taken_off': '{refusal}クーポンは外したため、クラス本来の価格に戻りました。',
  'conflict.coupon_code_taken': 'コード {code} のクーポンはすでにあります。',
  'bad_request.percent_coupon_amount': '割合のクーポンには割引額はありません。',
  'field.empty_for_percent': '割合のクーポンでは空欄にしてください',
  'bad_request.amount_coupon_percent': '金額のクーポンには割合はありません。',
  'field.empty_for_amount': '金額のクーポンでは空欄にしてください',
  'field.percent_off_missing': '割引率を1〜100で入力してください',
  'field.amount_off_missing': '割引額をドルで入力してください',
  'field.amount_off_zero': '割引額は0より大きくしてください',
  'field.valid_until_first': '有効期限の終わりは開始より後にしてください',
  'field.no_class_chosen': 'クラスを少なくとも1つ選んでください',
  'field.unknown_class': 'ID {id} のクラスはありません',
  'field.no_language_chosen': '言語を少なくとも1つ選んでください',
  'field.max_uses_below_uses': '合計使用回数は、すでに使われた{uses}回より少なくできません',
  'conflict.refunded_no_seat':
    '申し訳ありません。席の確保の期限が切れたあとに、このクラスの最後の席が埋まりました。お支払いは返金しました。',
  'conflict.refunded_already_enrolled': 'このクラスにはすでに受講登録しています。お支払いは返金しました。',
  'conflict.refunded_price_changed':
    'お支払い中にこのクラスの価格が変わりました。お支払いは返金しましたので、もう一度お支払いください。',
  'conflict.refunded_class_unavailable': 'このクラスはもう開講していません。お支払いは返金しました。',
  'conflict.refunded_account_deleted': 'このアカウントは削除され、お支払いは返金されました。',
  'conflict.refunded_coupon_used_up':
    'お支払い中に、ほかの受講生によってクーポンが上限まで使われました。お支払いは返金し、クーポンは外しました。クラスの価格でもう一度お支払いいただくか、別のコードをお試しください。',
  'conflict.refunded_coupon_invalid':
    'お支払い中にクーポンが使えなくなりました（期限切れか提供終了）。お支払いは返金し、クーポンは外しましたので、もう一度お支払いください。',
  'class_ended.refunded': '終了：このクラスのすべての回が終わりました。お支払いは返金しました。',
  'class_started.refunded':
    'このクラスはすでに始まっているため、新しい受講生は受け付けていません。お支払いは返金しました。',
  'conflict.refunded_own_class': 'ご自分のクラスなので席を購入できません。お支払いは返金しました。',
  'field.not_this_payment': 'このお支払いと一致しません',
  'bad_request.stripe_signature_missing': 'Stripe-Signature ヘッダーがありません。',
  'bad_request.stripe_signature_wrong': 'Webhook の署名が一致しません。',
  'bad_request.not_a_stripe_event': 'Webhook の本文が Stripe のイベントではありません。',
  'not_found.enrolment': 'このクラスには受講登録していません。',
  'conflict.enrolment_cancelled': 'この受講登録はすでにキャンセルされています。',
  'not_found.payment_id': 'そのIDのお支払いはありません。',
  'bad_gateway.refund_not_cancelled':
    '決済サービスがお支払いを返金しなかったため、受講登録はキャンセルされていません。数分後にもう一度お試しください。',
  'bad_gateway.refund_not_made':
    '決済サービスが返金を行わなかったため、何も記録していません。数分後にもう一度お試しください。',
  refund_changed:
    'ご案内したときから返金額が変わりました。{rule}今キャンセルすると{refund}が返金されます。もう一度確定してください。',
  'conflict.refunded_in_full': 'このお支払いはすでに全額返金されています。',
  'bad_request.refund_above_left': 'このお支払いで返金できるのは残り{left}までです。',
  'conflict.not_enrolled_by_payment':
    'このお支払いによる受講登録はもうありません。受講登録はキャンセルせずに返金してください。',
  'refund_rule.free': 'このクラスは無料だったため、返金するものはありません。',
  'refund_rule.unscheduled_full':
    'このクラスはまだスケジュールが決まっていないため、スクールが全額返金します。',
  'refund_rule.unscheduled_none': 'このクラスにはスケジュールがないため、スクールは返金しません。',
  'refund_rule.full': '初回の{days}日以上前のキャンセルなので、全額返金です。',
  'refund_rule.partial':
    '初回の{days}日前を過ぎていますが{hours}時間以上前のキャンセルなので、価格の{percent}%を返金します。',
  'refund_rule.none_days': '初回まで{days}日を切ってからのキャンセルなので、返金はありません。',
  'refund_rule.none_hours': '初回まで{hours}時間を切ってからのキャンセルなので、返金はありません。',
  'refund_rule.begun': 'クラスはすでに始まっているため、返金はありません。',
  'refund_rule.partly_refunded': '{rule}そのうち{refunded}はすでに返金済みです。',
  'not_found.receipt': 'そのIDの領収書はありません。',
  'bad_request.payout_in_future': '支払日を未来の日付にすることはできません。',
  'field.payout_in_future': '支払日を未来の日付にすることはできません',
  'conflict.nothing_owed': '{name}さんへの未払い分はありません。',
  'conflict.payout_above_owed': '{name}さんへの未払い分は{owed}だけです。それを超える支払いはできません。',
  'bad_request.report_too_long':
    'レポートの期間は最大{max}か月です。最初の月を後にするか、最後の月を指定してください。',
  'field.report_too_long': 'レポートの期間は最大{max}か月です',
  'not_found.application': 'そのIDの応募はありません。',
  'conflict.application_decided':
    '{status, select, accepted {この応募はすでに承認されています。} declined {この応募はすでに不採用になっています。} other {この応募はすでに処理済みです（{status}）。}}',
  'conflict.already_teaching': 'あなたのアカウントはすでにここで教えています。',
  'conflict.application_open': '返事を待っている応募がすでにあります。',
  'conflict.applicant_not_student': '応募したアカウントはもう受講生アカウントではありません。',
  'bad_request.reopened_with_answer': '再び開いたメッセージに返信は付けられません。',
  'field.answer_needs_answered': '返信を送るには、メッセージを返信済みにしてください',
  'not_found.contact_message': 'そのIDのメッセージはありません。',
  'not_found.newsletter_confirmation':
    'この確認リンクは認識できません。メールからもう一度開くか、もう一度登録してください。',
  'bad_request.newsletter_link_used':
    'この確認リンクはすでに使われています。リストに載っていない場合は、もう一度登録してください。',
  'bad_request.newsletter_link_expired':
    'この確認リンクは有効期限が切れています。もう一度登録していただければ、新しいリンクをお送りします。',
  'not_found.newsletter_unsubscribe':
    'この配信停止リンクは認識できません。メールからもう一度開くか、お問い合わせください。',
  'not_found.file': 'そのファイルはありません。',
  'field.link_unknown': '不明',
  'field.link_used_already': '使用済み',
  'field.link_expired': '期限切れ',
  'field.password_required': 'パスワードを入力してください',
  'field.username_required': 'ユーザー名を入力してください',
  'field.nul_character': 'NUL文字を含めることはできません',
  'field.half_character': '正しいUnicodeテキストにしてください（文字の半分が含まれています）',
  'field.nested_too_deeply': '入れ子が深すぎます',
  'field.required': 'この項目は必須です',
  'field.too_short': '{minimum}文字以上で入力してください',
  'field.too_long': '{maximum}文字以内で入力してください',
  'field.too_few': '{minimum}つ以上選んでください',
  'field.too_many': '{maximum}つまで選べます',
  'field.number_too_small':
    '{inclusive, select, false {{minimum, number}より大きい値にしてください} other {{minimum, number}以上にしてください}}',
  'field.number_too_big':
    '{inclusive, select, false {{maximum, number}より小さい値にしてください} other {{maximum, number}以下にしてください}}',
  'field.not_multiple_of': '{divisor, number}の倍数にしてください',
  'field.not_email': '正しいメールアドレスを入力してください',
  'field.not_id': '正しいIDではありません',
  'field.bad_format': '決められた形式になっていません',
  'field.not_choice': '次から選んでください：{choices}',
  'field.wrong_type':
    '{expected, select, string {文字列にしてください} number {数値にしてください} int {整数にしてください} boolean {true か false にしてください} array {リストにしてください} object {オブジェクトにしてください} other {型が正しくありません}}',
  'field.not_valid': '正しくありません',
  'answer.check_inbox':
    '受信トレイをご確認ください。このアドレスにメッセージをお送りしました。メッセージ内のリンクを開くと、アドレスが確認されてログインできます。',
  'answer.check_mailbox':
    'このスクールはメールを送信しないため、受信トレイには何も届きません。このアドレス宛てのメッセージは、アカウントの「メールボックス」に保管されています。ログインしてダッシュボードの「メールボックス」を開いてください。メッセージ内のリンクでアドレスが確認されます。',
  'answer.verification_sent': '新しいリンクをお送りしました。リンクは24時間有効です。',
  'answer.verification_kept':
    'ダッシュボードの「メールボックス」に新しいリンクを置きました（このスクールはメールを送信しません）。リンクは24時間有効です。',
  'answer.reset_sent':
    'このアドレスを使っているアカウントがあれば、新しいパスワードを設定するためのリンクをお送りしました。リンクは30分間有効です。',
  'answer.reset_kept':
    'このスクールはメールを送信しません。このアドレスを使っているアカウントがあれば、新しいパスワードを設定するためのリンクは、そのアカウントの「メールボックス」（まだログインしている端末でダッシュボードの「メールボックス」を開いてください）と、スクールの送信トレイに保管されています。送信トレイのリンクは管理者が読み上げることができます。リンクは30分間有効です。',
  'answer.password_changed':
    'パスワードを変更し、すべてのセッションからログアウトしました。新しいパスワードでログインしてください。',
  'answer.newsletter_check_inbox':
    'ありがとうございます。受信トレイをご確認ください。お送りしたメールに、登録を確定するリンクがあります。',
  'answer.newsletter_no_mail':
    'ありがとうございます。このスクールはまだメールを送信していないため、受信トレイには何も届きません。登録を確定するリンクはスクールの送信トレイで待機しており、スクールがメールを送信するようになるまでニュースレターは配信されません。',
  'answer.newsletter_confirmed':
    'ありがとうございます。登録が確定しました。次回のニュースレターからお届けします。',
  'answer.newsletter_unsubscribed':
    '配信を停止しました。このアドレスにニュースレターをお送りすることはありません。',
  'answer.newsletter_not_on_list': 'このアドレスはすでにニュースレターの配信リストにありません。',
  'answer.message_sent':
    'ありがとうございます。メッセージはスクールに届きました。2営業日以内にお返事します。',
  'answer.message_sent_to_mailbox':
    'ありがとうございます。メッセージはスクールに届きました。2営業日以内にお返事します。このスクールはメールを送信しないため、お返事はダッシュボードの「メールボックス」に届きます。',
  'answer.message_sent_no_mail':
    'ありがとうございます。メッセージはスクールに届きました。このスクールはメールを送信しないため、お返事をメールでお届けすることはできません。ログインしてアカウントのアドレスからお問い合わせいただければ、お返事をダッシュボードでお読みいただけます。または、{phone} までお電話ください。',
};

import type { ServerCatalogue } from '#server/i18n/server-messages';

// Arabic has six plural forms; "please" is put as يُرجى with a verbal noun, which speaks to everyone alike.
const wait =
  '{unit, select, second {{count, plural, zero {# ثانية} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}} other {{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}}}';

export const ar: ServerCatalogue = {
  bad_request: 'الطلب غير صالح.',
  'bad_request.field': 'الحقل {field} غير صالح: {problem}',
  'bad_request.field_not_accepted': 'هذا الحقل غير مقبول',
  'bad_request.unstorable_text': 'يحتوي الطلب على أحرف لا يمكننا حفظها.',
  'bad_request.address_not_valid': 'العنوان غير صالح.',
  'bad_request.address_too_long': 'العنوان طويل جدًا.',
  'bad_request.class_not_free': 'هذه الدورة ليست مجانية: يُرجى الدفع مقابلها.',
  'bad_request.class_free': 'هذه الدورة مجانية: يمكن التسجيل فيها دون دفع (POST /api/carts/:id/enrol-free).',
  'bad_request.free_with_coupon':
    'مع هذه القسيمة تصبح الدورة مجانية: يمكن التسجيل فيها دون دفع (POST /api/carts/:id/enrol-free).',
  'bad_request.payment_not_from_site': 'لم تتم هذه الدفعة على هذا الموقع.',
  'bad_request.payment_for_another_class': 'هذه الدفعة خاصة بدورة أخرى.',
  'bad_request.payment_in_another_currency': 'هذه الدفعة بعملة أخرى.',
  unauthorized: 'يُرجى تسجيل الدخول أولًا.',
  forbidden: 'ليست لديك صلاحية القيام بذلك.',
  'forbidden.roles':
    '{roles, select, admin {هذا متاح لحسابات الإدارة فقط.} instructor {هذا متاح لحسابات المدرّسين فقط.} user {هذا متاح لحسابات الطلاب فقط.} instructor_admin {هذا متاح لحسابات المدرّسين أو الإدارة فقط.} other {ليست لديك صلاحية القيام بذلك.}}',
  'forbidden.foreign_origin': 'يجب أن يأتي هذا الطلب من الموقع نفسه.',
  'forbidden.own_cart': 'يمكنك الاطلاع على سلتك فقط.',
  'forbidden.own_payments': 'يمكنك الاطلاع على مدفوعاتك فقط.',
  'forbidden.payment_of_another_account': 'هذه الدفعة تابعة لحساب آخر.',
  not_found: 'غير موجود.',
  'not_found.route': 'لا يوجد مسار لـ {method} {path}.',
  'not_found.class': 'هذه الدورة غير موجودة.',
  'not_found.cart_item': 'هذا العنصر غير موجود في سلتك.',
  'not_found.payment': 'هذه الدفعة غير موجودة.',
  'not_found.transaction': 'لا توجد دفعة بمعرّف المعاملة هذا.',
  conflict: 'غيّر شخص آخر هذا في اللحظة نفسها (مثلًا، حُجز المقعد الأخير). يُرجى المحاولة مرة أخرى.',
  'conflict.already_selected': 'سبق أن اخترت هذه الدورة.',
  'conflict.already_enrolled': 'سبق أن سجّلت في هذه الدورة.',
  'conflict.class_full': 'هذه الدورة مكتملة.',
  'conflict.seats_held':
    'كل المقاعد المتبقية محجوزة لطلاب يدفعون الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  'conflict.held_seats_limit':
    'لديك بالفعل مقاعد محجوزة غير مدفوعة في {max} دورات، وهو الحد الأقصى المسموح به في الوقت نفسه. يُرجى الدفع مقابل إحداها، أو حذف إحداها من الدورات التي اخترتها، أو الانتظار حتى ينتهي أحد الحجوزات، ثم المحاولة مرة أخرى.',
  'conflict.own_class_select': 'هذه دورتك أنت: لا يمكنك اختيارها.',
  'conflict.own_class_pay': 'هذه دورتك أنت: لا يمكنك شراء مقعد فيها.',
  'conflict.class_not_offered': 'لم تعد هذه الدورة متاحة.',
  'conflict.payment_being_prepared': 'يجري تجهيز دفعتك في نافذة أخرى. يُرجى المحاولة مرة أخرى.',
  'conflict.payment_has_been_refunded': 'تم استرداد هذه الدفعة.',
  'conflict.payment_cancelled': 'أُلغيت هذه الدفعة. يُرجى البدء من جديد.',
  'conflict.payment_was_refunded': 'استُردّت هذه الدفعة.',
  'conflict.payment_not_confirmable': 'لم يعد من الممكن تأكيد هذه الدفعة.',
  too_many_requests: `محاولات كثيرة جدًا. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.sign_ins': `محاولات تسجيل دخول فاشلة كثيرة جدًا. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.new_accounts': `حسابات جديدة كثيرة جدًا من هذا العنوان. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.wrong_passwords': `كلمات مرور خاطئة كثيرة جدًا. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.links_sent': `روابط كثيرة جدًا أُرسلت إلى هذا العنوان. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.password_resets': `طلبات كثيرة جدًا لإعادة تعيين كلمة المرور. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.subscriptions': `اشتراكات كثيرة جدًا من هذا العنوان. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  'too_many_requests.confirmation_mails': `رسائل تأكيد كثيرة جدًا إلى هذا البريد الإلكتروني. يُرجى الانتظار ${wait} ثم المحاولة مرة أخرى.`,
  service_unavailable: 'الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى.',
  internal_error: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  payment_incomplete: 'لم تكتمل هذه الدفعة بعد.',
  card_declined: 'رُفضت بطاقتك.',
  insufficient_funds: 'رصيد بطاقتك غير كافٍ.',
  incorrect_number: 'رقم بطاقتك غير صحيح.',
  expired_card: 'انتهت صلاحية بطاقتك.',
  incorrect_cvc: 'رمز الأمان لبطاقتك غير صحيح.',
  email_unverified:
    'يُرجى تأكيد بريدك الإلكتروني قبل الدفع: عبر فتح الرابط الذي أرسلناه إليك، أو طلب رابط جديد من لوحة التحكم.',
  class_ended: 'انتهت: عُقدت كل حصص هذه الدورة.',
  class_started: 'بدأت هذه الدورة، ولم تعد تقبل طلابًا جددًا.',
  method_not_allowed: 'هذه الطريقة غير مسموح بها هنا.',
  not_acceptable: 'لا يوجد رد بصيغة يقبلها هذا الطلب.',
  payload_too_large: 'الطلب كبير جدًا.',
  unsupported_media_type: 'هذا النوع من المحتوى غير مقبول هنا.',
  'bad_request.link_invalid': 'هذا الرابط غير صالح. يُرجى التأكد من نسخه كاملًا، أو طلب رابط جديد.',
  link_used: 'سبق استخدام هذا الرابط. يُرجى طلب رابط جديد عند الحاجة.',
  link_expired: 'انتهت صلاحية هذا الرابط. يُرجى طلب رابط جديد.',
  'bad_request.choose_password': 'للمتابعة، يُرجى اختيار كلمة المرور وتأكيد الاسم.',
  'bad_request.account_gone': 'هذا الحساب لم يعد موجودًا.',
  'conflict.email_already_verified': 'تم تأكيد بريدك الإلكتروني من قبل.',
  'bad_request.same_password': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية.',
  'bad_request.wrong_current_password': 'كلمة المرور الحالية غير صحيحة.',
  'conflict.no_password': 'يُسجَّل الدخول إلى حسابك عبر خدمة خارجية، لذا لا توجد له هنا كلمة مرور يمكن تغييرها.',
  'conflict.password_changed_meanwhile': 'تغيّرت كلمة مرورك في هذه الأثناء. يُرجى المحاولة مرة أخرى.',
  'not_found.account_session': 'هذه الجلسة غير موجودة: ربما انتهت من قبل.',
  'conflict.current_session': 'هذه هي الجلسة المستخدمة الآن: يُرجى تسجيل الخروج لإنهائها.',
  'unauthorized.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'conflict.email_taken': 'يوجد حساب بهذا البريد الإلكتروني من قبل.',
  'bad_request.refused': 'رُفض الطلب.',
  'not_found.sign_in_provider': 'خدمة تسجيل الدخول هذه غير موجودة.',
  'service_unavailable.sign_in_provider': 'يتعذّر الوصول إلى خدمة تسجيل الدخول الآن.',
  'bad_request.sign_in_expired': 'انتهت صلاحية عملية تسجيل الدخول هذه. يُرجى البدء من جديد.',
  'has_classes.change_role':
    '{count, plural, one {لا يزال هذا المدرّس يدرّس دورة واحدة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل تغيير دوره.} two {لا يزال هذا المدرّس يدرّس دورتين: {names}. يُرجى نقلهما إلى مدرّس آخر من «إدارة الدورات» أو حذفهما قبل تغيير دوره.} few {لا يزال هذا المدرّس يدرّس # دورات: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل تغيير دوره.} many {لا يزال هذا المدرّس يدرّس # دورة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل تغيير دوره.} other {لا يزال هذا المدرّس يدرّس # دورة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل تغيير دوره.}}',
  'has_classes.delete':
    '{count, plural, one {لا يزال هذا المدرّس يدرّس دورة واحدة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل حذف حسابه.} two {لا يزال هذا المدرّس يدرّس دورتين: {names}. يُرجى نقلهما إلى مدرّس آخر من «إدارة الدورات» أو حذفهما قبل حذف حسابه.} few {لا يزال هذا المدرّس يدرّس # دورات: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل حذف حسابه.} many {لا يزال هذا المدرّس يدرّس # دورة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل حذف حسابه.} other {لا يزال هذا المدرّس يدرّس # دورة: {names}. يُرجى نقلها إلى مدرّس آخر من «إدارة الدورات» أو حذفها قبل حذف حسابه.}}',
  paid_enrolments:
    '{count, plural, one {دفع هذا الطالب ثمن دورة واحدة ({names}). يُرجى اختيار «استرداد وحذف» لاسترداد هذه الدفعة ثم حذف الحساب.} two {دفع هذا الطالب ثمن دورتين ({names}). يُرجى اختيار «استرداد وحذف» لاسترداد هاتين الدفعتين ثم حذف الحساب.} few {دفع هذا الطالب ثمن # دورات ({names}). يُرجى اختيار «استرداد وحذف» لاسترداد هذه الدفعات ثم حذف الحساب.} many {دفع هذا الطالب ثمن # دورة ({names}). يُرجى اختيار «استرداد وحذف» لاسترداد هذه الدفعات ثم حذف الحساب.} other {دفع هذا الطالب ثمن # دورة ({names}). يُرجى اختيار «استرداد وحذف» لاسترداد هذه الدفعات ثم حذف الحساب.}}',
  'conflict.last_admin': 'تحتاج المدرسة إلى حساب إدارة واحد على الأقل.',
  'not_found.user_id': 'لا يوجد حساب بهذا المعرّف.',
  'not_found.user_email': 'لا يوجد حساب بهذا البريد الإلكتروني.',
  'forbidden.instructor_profile': 'النبذة التعريفية واللغات متاحة للمدرّسين فقط.',
  'forbidden.own_role_only': 'يمكنك الاطلاع على دورك أنت فقط.',
  'forbidden.own_role_change': 'لا يمكنك تغيير دورك أنت.',
  'forbidden.own_account_delete': 'لا يمكنك حذف حسابك أنت من هنا.',
  'bad_gateway.refund_before_delete':
    'لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. يُرجى المحاولة مرة أخرى لاحقًا.',
  'bad_gateway.refund_before_delete_after_others':
    '{count, plural, one {لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. استُردّت دفعة أخرى واحدة ولن تُستردّ مرتين. يُرجى المحاولة مرة أخرى لاحقًا.} two {لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. استُردّت دفعتان أخريان ولن تُستردّا مرتين. يُرجى المحاولة مرة أخرى لاحقًا.} few {لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. استُردّت # دفعات أخرى ولن تُستردّ مرتين. يُرجى المحاولة مرة أخرى لاحقًا.} many {لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. استُردّت # دفعة أخرى ولن تُستردّ مرتين. يُرجى المحاولة مرة أخرى لاحقًا.} other {لم يستردّ معالج الدفع الدفعة الخاصة بـ«{className}»، لذا لم يُحذف شيء. استُردّت # دفعة أخرى ولن تُستردّ مرتين. يُرجى المحاولة مرة أخرى لاحقًا.}}',
  'not_found.class_id': 'لا توجد دورة بهذا المعرّف.',
  'not_found.class_session': 'لا توجد في هذه الدورة حصة بهذا المعرّف.',
  'not_found.instructor': 'لا يوجد مدرّس بهذا المعرّف.',
  'bad_request.schedule_unknown_zone':
    '«{zone}» ليست منطقة زمنية نعرفها. يُرجى اختيار منطقة مثل Asia/Riyadh أو Europe/Madrid.',
  'bad_request.schedule_too_many': 'يمكن أن تضم الدورة {max} حصة على الأكثر؛ وهذا الجدول يضم {count}.',
  'bad_request.schedule_no_sessions': 'لا يضم هذا الجدول أي حصة: يُرجى اختيار يوم واحد على الأقل للحصص.',
  'bad_request.schedule_skipped_time':
    'الساعة {time} غير موجودة يوم {date} في {zone}: تُقدَّم الساعة في تلك الليلة. يُرجى اختيار وقت بدء آخر، أو تخطّي يوم {date}.',
  'conflict.clash':
    '{what, select, moved {الوقت الجديد} other {حصة}} يوم {date} تتعارض مع «{className}» يوم {otherDate}، وهي دورة للمدرّس نفسه. يُرجى اختيار وقت آخر.',
  'field.unknown_image': 'يجب أن تكون الصورة مرفوعة إلى هذا الموقع',
  'forbidden.own_class_sessions': 'يمكنك تغيير حصص دوراتك أنت فقط.',
  'conflict.session_over': 'عُقدت هذه الحصة من قبل؛ ولم يعد من الممكن تغييرها.',
  'bad_request.min_price_above_max': 'لا يمكن أن يتجاوز الحد الأدنى للسعر (minPrice) الحد الأقصى (maxPrice)',
  'bad_request.unknown_time_zone': 'tz: المنطقة الزمنية {zone} غير معروفة هنا',
  'forbidden.unapproved_classes': 'الدورات غير المعتمدة متاحة للإدارة فقط.',
  'forbidden.own_classes': 'يمكنك الاطلاع على دوراتك أنت فقط.',
  'forbidden.own_class_schedule': 'يمكنك التحقق من جدول دوراتك أنت فقط.',
  'forbidden.own_class_edit': 'يمكنك تعديل دوراتك أنت فقط.',
  'forbidden.own_class_delete': 'يمكنك حذف دوراتك أنت فقط.',
  'conflict.schedule_has_students':
    'في هذه الدورة طلاب مسجَّلون، لذا لا يمكن استبدال جدولها: يُرجى نقل حصصها أو إلغاؤها واحدة تلو الأخرى.',
  'conflict.session_cancelled': 'أُلغيت هذه الحصة؛ ولا يمكن نقل حصة ملغاة.',
  'bad_request.time_skipped':
    'الساعة {time} غير موجودة يوم {date} في {zone}: تُقدَّم الساعة في تلك الليلة. يُرجى اختيار وقت آخر.',
  'bad_request.time_passed': 'الوقت الجديد قد مضى. يُرجى اختيار وقت في المستقبل.',
  'conflict.class_has_students': 'في هذه الدورة طلاب مسجَّلون، لذا لا يمكن حذفها.',
  'bad_request.not_an_instructor': 'لا يمكن إسناد الدورة إلا إلى مدرّس.',
  'field.not_an_instructor': 'يجب أن يكون معرّف حساب دوره مدرّس',
  'conflict.class_approved': 'هذه الدورة معتمدة من قبل؛ ولا يمكن رفض دورة معتمدة.',
  'forbidden.not_your_roster':
    'الاطلاع على قائمة الطلاب وتسجيل الحضور متاحان لمدرّس هذه الدورة (أو للإدارة) فقط.',
  'not_found.student_not_enrolled': 'هذا الطالب غير مسجَّل في هذه الدورة.',
  'conflict.session_cancelled_attendance': 'أُلغيت هذه الحصة: لا يُسجَّل فيها حضور.',
  'conflict.session_not_started': 'لم تبدأ هذه الحصة بعد: يمكن تسجيل الحضور فور بدئها.',
  'not_found.not_enrolled_in_class': 'لا يوجد لك تسجيل في دورة بهذا المعرّف.',
  'forbidden.calendar_students_only': 'إضافة حصص هذه الدورة إلى التقويم متاحة للطلاب المسجَّلين فيها فقط.',
  'not_found.calendar_feed': 'لا توجد خلاصة تقويم على هذا العنوان.',
  'payload_too_large.image_bytes': 'الصورة كبيرة جدًا: الحد الأقصى {megabytes} ميغابايت.',
  'payload_too_large.image_pixels': 'الصورة كبيرة جدًا: الحد الأقصى {megapixels} ميغابكسل.',
  'payload_too_large.form_fields': 'حقول النموذج كثيرة جدًا: يُرجى إرسال الصورة وحدها.',
  'payload_too_large.image_quota':
    'تشغل صورك الآن {used} من أصل {quota} متاحة لكل حساب: لا توجد مساحة لهذه الصورة.',
  'bad_request.one_image': 'يُرجى إرسال صورة واحدة في كل مرة.',
  'field.one_image': 'لا يمكن إرسال أكثر من صورة واحدة في كل مرة',
  'bad_request.no_image': 'يُرجى اختيار صورة لرفعها.',
  'field.image_required': 'الصورة مطلوبة',
  'bad_request.unreadable_upload': 'تعذّرت قراءة الملف المرفوع.',
  'field.unreadable_image': 'تعذّرت قراءة الصورة',
  'unsupported_media_type.multipart': 'يُرجى إرسال الصورة بصيغة multipart/form-data في الحقل «image».',
  'unsupported_media_type.not_an_image': 'لا يمكن رفع سوى صور JPEG وPNG وWebP وGIF.',
  'service_unavailable.images_busy': 'الخادم مشغول بصور أخرى: يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'too_many_requests.uploads_at_once':
    'يجري الآن رفع {count, plural, one {صورة واحدة} two {صورتين} few {# صور} many {# صورة} other {# صورة}} لك: يُرجى الانتظار حتى يكتمل الرفع ثم إرسال الصورة التالية.',
  'too_many_requests.uploads_per_hour':
    'يمكنك رفع {max} صورة على الأكثر في الساعة: يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'not_found.image': 'لا توجد صورة بهذا المعرّف.',
  'email_unverified.waitlist':
    'يُرجى تأكيد بريدك الإلكتروني قبل الانضمام إلى قائمة انتظار: عبر فتح الرابط الذي أرسلناه إليك، أو طلب رابط جديد من لوحة التحكم.',
  'conflict.waitlist_own_class': 'هذه دورتك أنت: لا يمكنك الانضمام إلى قائمة انتظارها.',
  'conflict.waitlist_already': 'اسمك مُدرَج من قبل في قائمة انتظار هذه الدورة.',
  'conflict.waitlist_seat_free':
    'يوجد مقعد شاغر في هذه الدورة: يُرجى اختياره بدلًا من الانضمام إلى قائمة الانتظار.',
  waitlist_limit:
    '{lines, plural, one {اسمك مُدرَج من قبل في قائمة انتظار واحدة، وهو الحد الأقصى المسموح به في الوقت نفسه. يُرجى مغادرتها للانضمام إلى هذه القائمة.} two {اسمك مُدرَج من قبل في قائمتَي انتظار، وهو الحد الأقصى المسموح به في الوقت نفسه. يُرجى مغادرة إحداهما للانضمام إلى هذه القائمة.} few {اسمك مُدرَج من قبل في {lines} قوائم انتظار، وهو الحد الأقصى المسموح به في الوقت نفسه. يُرجى مغادرة إحداها للانضمام إلى هذه القائمة.} other {اسمك مُدرَج من قبل في {lines} قائمة انتظار، وهو الحد الأقصى المسموح به في الوقت نفسه. يُرجى مغادرة إحداها للانضمام إلى هذه القائمة.}}',
  'not_found.waitlist_not_on': 'اسمك غير مُدرَج في قائمة انتظار هذه الدورة.',
  'not_found.coupon': 'لا توجد قسيمة بهذا المعرّف.',
  'not_found.coupon_code': 'لا توجد قسيمة بهذا الرمز.',
  'conflict.coupon_unknown': 'لا توجد قسيمة بهذا الرمز.',
  'conflict.coupon_inactive': 'القسيمة {code} لم تعد متاحة.',
  'conflict.coupon_not_yet_valid': 'القسيمة {code} غير صالحة بعد: تبدأ صلاحيتها في {start} (بتوقيت المدرسة).',
  'conflict.coupon_expired': 'انتهت صلاحية القسيمة {code}.',
  'conflict.coupon_used_up': 'نفدت استخدامات القسيمة {code}.',
  'conflict.coupon_used_by_student':
    '{times, plural, =1 {سبق أن استخدمت القسيمة {code}.} two {سبق أن استخدمت القسيمة {code} مرتين، وهو أقصى ما تسمح به.} few {سبق أن استخدمت القسيمة {code} {times} مرات، وهو أقصى ما تسمح به.} other {سبق أن استخدمت القسيمة {code} {times} مرة، وهو أقصى ما تسمح به.}}',
  'conflict.coupon_not_for_class': 'القسيمة {code} غير صالحة لهذه الدورة.',
  'conflict.coupon_below_minimum': 'القسيمة {code} صالحة فقط للدورات التي يبلغ سعرها {minimum} أو أكثر.',
  'conflict.coupon_taken_off': '{refusal} أُزيلت القسيمة، وعاد سعر الدورة إلى سعرها الأصلي.',
  'conflict.coupon_code_taken': 'توجد من قبل قسيمة بالرمز {code}.',
  'bad_request.percent_coupon_amount': 'قسيمة النسبة المئوية ليس لها مبلغ خصم.',
  'field.empty_for_percent': 'يُرجى ترك هذا الحقل فارغًا لقسيمة النسبة المئوية',
  'bad_request.amount_coupon_percent': 'قسيمة المبلغ الثابت ليس لها نسبة مئوية.',
  'field.empty_for_amount': 'يُرجى ترك هذا الحقل فارغًا لقسيمة المبلغ الثابت',
  'field.percent_off_missing': 'يُرجى إدخال نسبة الخصم، من 1 إلى 100',
  'field.amount_off_missing': 'يُرجى إدخال مبلغ الخصم بالدولار',
  'field.amount_off_zero': 'يجب أن يكون مبلغ الخصم أكبر من 0',
  'field.valid_until_first': 'يجب أن يأتي تاريخ «صالحة حتى» بعد تاريخ «صالحة من»',
  'field.no_class_chosen': 'يُرجى اختيار دورة واحدة على الأقل',
  'field.unknown_class': 'لا توجد دورة بالمعرّف {id}',
  'field.no_language_chosen': 'يُرجى اختيار لغة واحدة على الأقل',
  'field.max_uses_below_uses':
    'لا يمكن أن يقل إجمالي الاستخدامات عن الاستخدامات التي تمت بالفعل وعددها {uses}',
  'conflict.refunded_no_seat':
    'نأسف، فقد حُجز المقعد الأخير في هذه الدورة بعد انتهاء مدة حجز مقعدك. تم استرداد دفعتك.',
  'conflict.refunded_already_enrolled': 'سبق أن سجّلت في هذه الدورة. تم استرداد دفعتك.',
  'conflict.refunded_price_changed':
    'تغيّر سعر هذه الدورة في أثناء الدفع. تم استرداد دفعتك؛ يُرجى الدفع مرة أخرى.',
  'conflict.refunded_class_unavailable': 'لم تعد هذه الدورة متاحة. تم استرداد دفعتك.',
  'conflict.refunded_account_deleted': 'حُذف هذا الحساب واستُردّت مدفوعاته.',
  'conflict.refunded_coupon_used_up':
    'نفدت قسيمتك بعد أن استخدمها طلاب آخرون في أثناء الدفع. تم استرداد دفعتك وإزالة القسيمة، لذا يُرجى الدفع مرة أخرى بسعر الدورة أو تجربة رمز آخر.',
  'conflict.refunded_coupon_invalid':
    'توقفت قسيمتك عن العمل (انتهت صلاحيتها أو سُحبت) في أثناء الدفع. تم استرداد دفعتك وإزالة القسيمة، لذا يُرجى الدفع مرة أخرى.',
  'class_ended.refunded': 'انتهت: عُقدت كل حصص هذه الدورة. تم استرداد دفعتك.',
  'class_started.refunded': 'بدأت هذه الدورة، ولم تعد تقبل طلابًا جددًا. تم استرداد دفعتك.',
  'conflict.refunded_own_class': 'هذه دورتك أنت: لا يمكنك شراء مقعد فيها. تم استرداد دفعتك.',
  'field.not_this_payment': 'لا يطابق الدفعة',
  'bad_request.stripe_signature_missing': 'الترويسة Stripe-Signature مفقودة.',
  'bad_request.stripe_signature_wrong': 'توقيع الـ webhook غير مطابق.',
  'bad_request.not_a_stripe_event': 'محتوى الـ webhook ليس حدثًا من Stripe.',
  'not_found.enrolment': 'لا يوجد لك تسجيل في هذه الدورة.',
  'conflict.enrolment_cancelled': 'هذا التسجيل ملغى من قبل.',
  'not_found.payment_id': 'لا توجد دفعة بهذا المعرّف.',
  'bad_gateway.refund_not_cancelled':
    'لم يستردّ معالج الدفع دفعتك، لذا لم يُلغَ تسجيلك. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  'bad_gateway.refund_not_made':
    'لم يُجرِ معالج الدفع عملية الاسترداد، لذا لم يُسجَّل شيء. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
  refund_changed:
    'تغيّر مبلغ الاسترداد منذ عرضه عليك. {rule} الإلغاء الآن يعيد إليك {refund}. يُرجى التأكيد مرة أخرى.',
  'conflict.refunded_in_full': 'هذه الدفعة مستردّة بالكامل من قبل.',
  'bad_request.refund_above_left': 'المتبقي للاسترداد من هذه الدفعة {left} على الأكثر.',
  'conflict.not_enrolled_by_payment': 'لم يعد الطالب مسجَّلًا عبر هذه الدفعة: يُرجى الاسترداد دون إلغاء التسجيل.',
  'refund_rule.free': 'كانت هذه الدورة مجانية: لا يوجد ما يُسترد.',
  'refund_rule.unscheduled_full': 'ليس لهذه الدورة جدول بعد: تستردّ المدرسة ثمنها كاملًا.',
  'refund_rule.unscheduled_none': 'ليس لهذه الدورة جدول: لا تستردّ المدرسة شيئًا من ثمنها.',
  'refund_rule.full':
    'الإلغاء قبل الحصة الأولى بـ{days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} على الأقل: استرداد كامل.',
  'refund_rule.partial':
    'الإلغاء قبل الحصة الأولى بأقل من {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، ولكن بـ{hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} على الأقل: يُستردّ {percent}٪ من السعر.',
  'refund_rule.none_days':
    'الإلغاء قبل الحصة الأولى بأقل من {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}: لا استرداد.',
  'refund_rule.none_hours':
    'الإلغاء قبل الحصة الأولى بأقل من {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}: لا استرداد.',
  'refund_rule.begun': 'بدأت الدورة: لا استرداد.',
  'refund_rule.partly_refunded': '{rule} استُردّ {refunded} منه من قبل.',
  'not_found.receipt': 'لا يوجد إيصال بهذا المعرّف.',
  'bad_request.payout_in_future': 'لا يمكن أن يكون تاريخ الدفع في المستقبل.',
  'field.payout_in_future': 'لا يمكن أن يكون تاريخ الدفع في المستقبل',
  'conflict.nothing_owed': 'لا يوجد مبلغ مستحق لـ{name}.',
  'conflict.payout_above_owed': 'المستحق لـ{name} هو {owed} فقط: لا يمكن أن تتجاوزه الدفعة.',
  'bad_request.report_too_long':
    'يغطي التقرير {max} شهرًا على الأكثر: يُرجى اختيار شهر أول لاحق، أو تحديد شهر أخير.',
  'field.report_too_long': 'يغطي التقرير {max} شهرًا على الأكثر',
  'not_found.application': 'لا يوجد طلب بهذا المعرّف.',
  'conflict.application_decided':
    '{status, select, accepted {قُبل هذا الطلب من قبل.} declined {رُفض هذا الطلب من قبل.} other {بُتّ في هذا الطلب من قبل ({status}).}}',
  'conflict.already_teaching': 'حسابك يدرّس هنا بالفعل.',
  'conflict.application_open': 'لديك طلب ينتظر الرد بالفعل.',
  'conflict.applicant_not_student': 'لم يعد حساب مقدّم الطلب حساب طالب.',
  'bad_request.reopened_with_answer': 'لا يمكن أن تحمل رسالة أُعيد فتحها ردًّا.',
  'field.answer_needs_answered': 'يُرجى وضع علامة «تم الرد» على الرسالة لإرسال رد',
  'not_found.contact_message': 'لا توجد رسالة بهذا المعرّف.',
  'not_found.newsletter_confirmation':
    'لا نعرف رابط التأكيد هذا. يُرجى فتحه مرة أخرى من الرسالة، أو الاشتراك من جديد.',
  'bad_request.newsletter_link_used':
    'سبق استخدام رابط التأكيد هذا. إن لم يكن عنوانك في القائمة، يُرجى الاشتراك من جديد.',
  'bad_request.newsletter_link_expired':
    'انتهت صلاحية رابط التأكيد هذا. يُرجى الاشتراك من جديد وسنرسل رابطًا جديدًا.',
  'not_found.newsletter_unsubscribe':
    'لا نعرف رابط إلغاء الاشتراك هذا. يُرجى فتحه مرة أخرى من الرسالة، أو مراسلتنا.',
  'not_found.file': 'هذا الملف غير موجود.',
  'field.link_unknown': 'غير معروف',
  'field.link_used_already': 'مستخدم من قبل',
  'field.link_expired': 'منتهي الصلاحية',
  'field.password_required': 'كلمة المرور مطلوبة',
  'field.username_required': 'اسم المستخدم مطلوب',
  'field.nul_character': 'يجب ألا يحتوي على المحرف NUL',
  'field.half_character': 'يجب أن يكون نص Unicode صالحًا (فيه نصف محرف)',
  'field.nested_too_deeply': 'متداخل بعمق زائد',
  'field.required': 'هذا الحقل مطلوب',
  'field.too_short':
    '{minimum, plural, zero {# محرف على الأقل} one {محرف واحد على الأقل} two {محرفان على الأقل} few {# محارف على الأقل} many {# محرفًا على الأقل} other {# محرف على الأقل}}',
  'field.too_long':
    '{maximum, plural, zero {# محرف على الأكثر} one {محرف واحد على الأكثر} two {محرفان على الأكثر} few {# محارف على الأكثر} many {# محرفًا على الأكثر} other {# محرف على الأكثر}}',
  'field.too_few':
    '{minimum, plural, zero {يُرجى اختيار # عنصر على الأقل} one {يُرجى اختيار عنصر واحد على الأقل} two {يُرجى اختيار عنصرين على الأقل} few {يُرجى اختيار # عناصر على الأقل} many {يُرجى اختيار # عنصرًا على الأقل} other {يُرجى اختيار # عنصر على الأقل}}',
  'field.too_many':
    '{maximum, plural, zero {يمكن اختيار # عنصر على الأكثر} one {يمكن اختيار عنصر واحد على الأكثر} two {يمكن اختيار عنصرين على الأكثر} few {يمكن اختيار # عناصر على الأكثر} many {يمكن اختيار # عنصرًا على الأكثر} other {يمكن اختيار # عنصر على الأكثر}}',
  'field.number_too_small':
    '{inclusive, select, false {يجب أن يكون أكبر من {minimum, number}} other {يجب ألا يقل عن {minimum, number}}}',
  'field.number_too_big':
    '{inclusive, select, false {يجب أن يكون أصغر من {maximum, number}} other {يجب ألا يزيد على {maximum, number}}}',
  'field.not_multiple_of': 'يجب أن يكون من مضاعفات {divisor, number}',
  'field.not_email': 'يُرجى إدخال بريد إلكتروني صالح',
  'field.not_id': 'معرّف غير صالح',
  'field.bad_format': 'غير مكتوب بالصيغة المتوقعة',
  'field.not_choice': 'يُرجى الاختيار من: {choices}',
  'field.wrong_type':
    '{expected, select, string {يجب أن يكون نصًا} number {يجب أن يكون رقمًا} int {يجب أن يكون عددًا صحيحًا} boolean {يجب أن يكون true أو false} array {يجب أن يكون قائمة} object {يجب أن يكون كائنًا} other {نوعه غير صحيح}}',
  'field.not_valid': 'غير صالح',
  'answer.check_inbox':
    'يُرجى مراجعة بريدك الوارد: أرسلنا رسالة إلى هذا العنوان. افتح الرابط الذي فيها لتأكيد العنوان وتسجيل الدخول.',
  'answer.check_mailbox':
    'لا ترسل هذه المدرسة رسائل بريد إلكتروني، لذا لا يصل شيء إلى أي بريد وارد: الرسالة الخاصة بهذا العنوان محفوظة في «صندوق البريد» الخاص بحسابه. يُرجى تسجيل الدخول وفتح «صندوق البريد» في لوحة التحكم؛ فالرابط الذي في الرسالة يؤكد العنوان.',
  'answer.verification_sent': 'أرسلنا رابطًا جديدًا إلى عنوانك. يبقى صالحًا 24 ساعة.',
  'answer.verification_kept':
    'وضعنا رابطًا جديدًا في «صندوق البريد» في لوحة التحكم (لا ترسل هذه المدرسة رسائل بريد إلكتروني). يبقى صالحًا 24 ساعة.',
  'answer.reset_sent':
    'إذا كان هناك حساب يستخدم هذا العنوان، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يبقى الرابط صالحًا 30 دقيقة.',
  'answer.reset_kept':
    'لا ترسل هذه المدرسة رسائل بريد إلكتروني. إذا كان هناك حساب يستخدم هذا العنوان، فرابط اختيار كلمة مرور جديدة محفوظ في «صندوق البريد» الخاص بالحساب (افتح «صندوق البريد» في لوحة التحكم حيث ما زالت جلستك مفتوحة) وفي صندوق الصادر للمدرسة، حيث يمكن لإدارة المدرسة قراءته لك. يبقى الرابط صالحًا 30 دقيقة.',
  'answer.password_changed':
    'تم تغيير كلمة مرورك وتسجيل الخروج من كل الجلسات. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'answer.newsletter_check_inbox':
    'شكرًا لك! يُرجى مراجعة بريدك الوارد: في الرسالة التي أرسلناها رابط يؤكد اشتراكك.',
  'answer.newsletter_no_mail':
    'شكرًا لك! لا ترسل هذه المدرسة رسائل بريد إلكتروني بعد، لذا لن يصل شيء إلى بريدك الوارد: رابط تأكيد اشتراكك ينتظر في صندوق الصادر للمدرسة، ولن تُرسَل أي نشرة إخبارية حتى تبدأ المدرسة بإرسال الرسائل.',
  'answer.newsletter_confirmed': 'شكرًا لك! تم تأكيد اشتراكك: ستصلك النشرة الإخبارية القادمة.',
  'answer.newsletter_unsubscribed': 'تم إلغاء اشتراكك: لن تصل إلى هذا العنوان نشراتنا الإخبارية بعد الآن.',
  'answer.newsletter_not_on_list': 'هذا العنوان لم يعد في قائمة نشرتنا الإخبارية.',
  'answer.message_sent': 'شكرًا لك! وصلت رسالتك إلى المدرسة. نردّ خلال يومَي عمل.',
  'answer.message_sent_to_mailbox':
    'شكرًا لك! وصلت رسالتك إلى المدرسة. نردّ خلال يومَي عمل: سيكون الرد في «صندوق البريد» في لوحة التحكم، لأن هذه المدرسة لا ترسل رسائل بريد إلكتروني.',
  'answer.message_sent_no_mail':
    'شكرًا لك! وصلت رسالتك إلى المدرسة. لا ترسل هذه المدرسة رسائل بريد إلكتروني، لذا لا يمكن أن يصلك ردّنا عبر البريد: يُرجى تسجيل الدخول ومراسلتنا من عنوان حسابك لقراءة الرد في لوحة التحكم، أو الاتصال بنا على {phone}.',
};

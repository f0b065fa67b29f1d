import type { MailCatalogue } from '#server/i18n/mail-messages';

// Addressed to everyone alike: verbal nouns after يُرجى and يمكنك, and past-tense forms, which read the same
// for a man or a woman.
export const ar: MailCatalogue = {
  'common.hello': 'مرحبًا،',
  'common.hello_named': 'مرحبًا {name}،',
  'common.sign_in': 'تسجيل الدخول',
  'common.review_sessions': 'مراجعة جلساتك',
  'common.the_class': 'الدورة: {url}',
  'common.date': 'التاريخ',

  'welcome.subject': 'أهلًا وسهلًا في {school}',
  'welcome.preview': 'حسابك في {school} جاهز.',
  'welcome.heading': 'أهلًا وسهلًا!',
  'welcome.heading_named': 'أهلًا وسهلًا، {name}!',
  'welcome.body':
    'أصبح حسابك في {school} جاهزًا. يمكنك الآن تصفّح الدورات واختيار ما يعجبك منها ودفع ثمنها دفعة واحدة؛ ويعرض جدولك كل حصة بتوقيت منطقتك الزمنية.',
  'welcome.button': 'تصفّح الدورات',
  'welcome.not_you':
    'إن لم يكن هذا التسجيل منك، فربما استخدم أحدهم هذا العنوان خطأً: يُرجى مراسلتنا وسنحذف الحساب.',

  'verify_email.subject': 'تأكيد عنوان بريدك الإلكتروني في {school}',
  'verify_email.preview': 'نقرة واحدة لتأكيد عنوانك وتسجيل الدخول.',
  'verify_email.heading': 'يُرجى تأكيد عنوانك',
  'verify_email.heading_named': '{name}، يُرجى تأكيد عنوانك',
  'verify_email.body':
    'يُرجى فتح هذا الرابط لتأكيد أن هذا العنوان لك ولتسجيل الدخول إلى {school}. يمكنك تصفّح الدورات واختيارها منذ الآن؛ أما الدفع فيتطلّب عنوانًا مؤكَّدًا.',
  'verify_email.button': 'تأكيد عنواني',
  'verify_email.link': 'يعمل الرابط مرة واحدة، لمدة 24 ساعة: {link}',
  'verify_email.not_you':
    'إن لم يكن هذا التسجيل منك، فيمكن تجاهل هذه الرسالة: سيبقى العنوان غير مؤكَّد ولن يتمكّن أحد من الدفع به.',

  'sign_up_attempt.subject': 'حاول أحدهم التسجيل بعنوانك في {school}',
  'sign_up_attempt.preview': 'لديك حساب بالفعل: يمكنك تسجيل الدخول أو اختيار كلمة مرور جديدة.',
  'sign_up_attempt.body':
    'حاول أحدهم للتو إنشاء حساب في {school} بهذا العنوان. ولأن لديك حسابًا بالفعل، لم يتغيّر شيء.',
  'sign_up_attempt.if_you': 'إن كنت أنت من حاول، فيمكنك تسجيل الدخول بكلمة مرورك:',
  'sign_up_attempt.forgot':
    'هل نسيت كلمة المرور؟ يمكنك اختيار كلمة جديدة من {forgotUrl}. وإن لم يكن ذلك منك، فيمكن تجاهل هذه الرسالة: حسابك وكلمة مروره على حالهما.',

  'reset_password.subject': 'اختيار كلمة مرور جديدة في {school}',
  'reset_password.preview': 'رابط لاختيار كلمة مرور جديدة، صالح لمدة 30 دقيقة.',
  'reset_password.body':
    'طلب أحدهم، وعلى الأرجح أنت، اختيار كلمة مرور جديدة لحسابك. يُرجى فتح هذا الرابط لاختيارها:',
  'reset_password.button': 'اختيار كلمة مرور جديدة',
  'reset_password.link': 'يعمل الرابط مرة واحدة، لمدة 30 دقيقة: {link}',
  'reset_password.not_you': 'لم يصدر هذا الطلب منك؟ يمكن تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',

  'reset_done.preview': 'تم تغيير كلمة مرورك وتسجيل الخروج من كل الجلسات.',
  'reset_done.body':
    'تم للتو تغيير كلمة مرور حسابك عبر رابط إعادة التعيين، وتسجيل الخروج من كل الأجهزة التي كانت متصلة به. يُرجى تسجيل الدخول مجددًا بكلمة المرور الجديدة.',
  'reset_done.not_you':
    'لم يكن ذلك منك؟ يُرجى اختيار كلمة مرور جديدة فورًا من {forgotUrl} ومراسلتنا من {contactUrl}.',

  'password_changed.subject': 'تم تغيير كلمة مرورك في {school}',
  'password_changed.preview': 'تم تغيير كلمة مرور حسابك يوم {when}.',
  'password_changed.heading': 'تم تغيير كلمة مرورك',
  'password_changed.body':
    'مرحبًا {name}، تم تغيير كلمة مرور حسابك في {school} يوم {when}، من {device}. {others}',
  'password_changed.body_with_address':
    'مرحبًا {name}، تم تغيير كلمة مرور حسابك في {school} يوم {when}، من {device} (العنوان {ipAddress}). {others}',
  'password_changed.others':
    '{count, plural, =0 {لم تكن جلستك مفتوحة على أي جهاز آخر.} one {تم تسجيل الخروج من جهاز آخر؛ يُرجى تسجيل الدخول عليه مجددًا بكلمة المرور الجديدة.} two {تم تسجيل الخروج من جهازين آخرين؛ يُرجى تسجيل الدخول عليهما مجددًا بكلمة المرور الجديدة.} few {تم تسجيل الخروج من # أجهزة أخرى؛ يُرجى تسجيل الدخول عليها مجددًا بكلمة المرور الجديدة.} many {تم تسجيل الخروج من # جهازًا آخر؛ يُرجى تسجيل الدخول عليها مجددًا بكلمة المرور الجديدة.} other {تم تسجيل الخروج من # جهاز آخر؛ يُرجى تسجيل الدخول عليها مجددًا بكلمة المرور الجديدة.}}',
  'password_changed.not_you':
    'لم يكن ذلك منك؟ ربما يعرف أحدهم كلمة مرورك: يُرجى اختيار كلمة جديدة فورًا عبر «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول ({loginUrl})، ومراسلتنا.',

  'sessions_ended.subject':
    '{count, plural, one {تم تسجيل خروج جهاز من حسابك في {school}} two {تم تسجيل خروج جهازين من حسابك في {school}} few {تم تسجيل خروج # أجهزة من حسابك في {school}} many {تم تسجيل خروج # جهازًا من حسابك في {school}} other {تم تسجيل خروج # جهاز من حسابك في {school}}}',
  'sessions_ended.preview': 'تسجيل الخروج يوم {when}: {devices}.',
  'sessions_ended.heading':
    '{count, plural, one {تم تسجيل خروج جهاز} two {تم تسجيل خروج جهازين} few {تم تسجيل خروج # أجهزة} many {تم تسجيل خروج # جهازًا} other {تم تسجيل خروج # جهاز}}',
  'sessions_ended.body':
    'مرحبًا {name}، يوم {when} تم تسجيل خروج حسابك في {school} من هذه الأجهزة، من {device}:',
  'sessions_ended.device_with_address': '{device} (العنوان {ipAddress})',
  'sessions_ended.not_you':
    'لم يكن ذلك منك؟ هناك شخص آخر مسجّل الدخول إلى حسابك: يُرجى تغيير كلمة مرورك من ملفك الشخصي، وهو ما يسجّل الخروج من كل الأجهزة الأخرى، ومراسلتنا.',

  'role.name': '{role, select, user {طالب} instructor {مدرّس} other {إدارة}}',
  'role_change.subject':
    '{role, select, user {أصبح حسابك حساب طالب} instructor {أصبح حسابك حساب مدرّس} other {أصبح حسابك حساب إدارة}}',
  'role_change.heading': '{name}، تغيّر دورك',
  'role_change.body':
    'غيّر أحد المسؤولين نوع حسابك من «{from}» إلى «{to}». {meaning} يُرجى تسجيل الدخول مجددًا لرؤية لوحة التحكم الجديدة.',
  'role_change.meaning':
    '{role, select, user {يمكنك اختيار الدورات ودفع ثمنها ومتابعة جدولك من لوحة التحكم.} instructor {يمكنك الآن إضافة دورات يراجعها المسؤولون، ومتابعة جدول تدريسك وقوائم طلابك من لوحة التحكم.} other {يمكنك الآن مراجعة الدورات وإدارة الحسابات والرد على الرسائل وقراءة صندوق الصادر من لوحة التحكم.}}',
  'role_change.button': 'فتح لوحة التحكم',
  'role_change.not_expected':
    'إن لم يكن هذا التغيير متوقَّعًا، فيُرجى الرد على المدرسة أو مراسلتنا من صفحة «اتصل بنا».',

  'class_review.subject':
    '{status, select, approved {تمت الموافقة على دورتك «{className}»} other {لم تتم الموافقة على دورتك «{className}»}}',
  'class_review.heading':
    '{status, select, approved {تمت الموافقة على دورتك} other {لم تتم الموافقة على دورتك}}',
  'class_review.approved':
    'أخبار سارّة، {name}: تمت الموافقة على «{className}». وهي الآن في الكتالوج، حيث يمكن للطلاب اختيارها ودفع ثمنها.',
  'class_review.denied': '{name}، راجع أحد المسؤولين «{className}» ولم يوافق عليها بصيغتها الحالية.',
  'class_review.feedback': 'ملاحظات المسؤول',
  'class_review.edit':
    'يُرجى تعديل الدورة من «دوراتي» مع مراعاة ذلك: فالدورة المعدَّلة تعود إلى المسؤولين لمراجعتها.',
  'class_review.see_class': 'عرض صفحة دورتك',
  'class_review.open_my_classes': 'فتح «دوراتي»',
  'class_review.classes_link': 'دوراتك والملاحظات عليها: {url}',

  'contact_answer.subject': 'الرد على رسالتك إلى {school}',
  'contact_answer.subject_reply': 'رد: {subject}',
  'contact_answer.you_wrote': 'كتبت:',
  'contact_answer.button': 'مراسلتنا مجددًا',

  'newsletter.confirm_subject': 'تأكيد اشتراكك في النشرة الإخبارية لـ{school}',
  'newsletter.already_subject': 'عنوانك مشترك بالفعل في النشرة الإخبارية لـ{school}',
  'newsletter.confirm_preview': 'نقرة واحدة وتصلك النشرة.',
  'newsletter.already_preview': 'هذا العنوان مسجّل في قائمتنا بالفعل.',
  'newsletter.confirm_heading': 'يُرجى تأكيد اشتراكك',
  'newsletter.already_heading': 'عنوانك مشترك بالفعل',
  'newsletter.confirm_body':
    'طلب أحدهم، ونأمل أن يكون ذلك منك، النشرة الإخبارية لـ{school} على هذا العنوان: دورات وفعاليات جديدة، مرة في الشهر. يكفي التأكيد لتصلك.',
  'newsletter.confirm_button': 'تأكيد اشتراكي',
  'newsletter.confirm_expiry':
    'يعمل الرابط لمدة {days, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}. لم يصدر هذا الطلب منك؟ لا حاجة إلى أي إجراء: من دون نقرة لن نراسلك مجددًا.',
  'newsletter.already_body':
    'طلب أحدهم النشرة الإخبارية لـ{school} على هذا العنوان، وهو مسجّل في قائمتنا بالفعل: لا حاجة إلى أي إجراء، وسيصل العدد القادم كالمعتاد.',
  'newsletter.unsubscribe': 'ألا تهمّك رسائلنا؟ <link>إلغاء الاشتراك</link>',

  'receipt.subject': 'إيصالك {number}',
  'receipt.preview': 'الإيصال {number}: تم دفع {total}.',
  'receipt.heading': 'شكرًا على دفعتك',
  'receipt.intro': 'تمت عملية الدفع بنجاح وأصبح المقعد لك. إليك إيصالك.',
  'receipt.intro_named': '{name}، تمت عملية الدفع بنجاح وأصبح المقعد لك. إليك إيصالك.',
  'receipt.number': 'رقم الإيصال',
  'receipt.class': 'الدورة: {className}',
  'receipt.coupon': 'القسيمة {code}',
  'receipt.total': 'إجمالي المدفوع ({currency})',
  'receipt.paid_with': 'وسيلة الدفع',
  'receipt.transaction': 'المعاملة',
  'receipt.button': 'عرض إيصالك وطباعته',
  'receipt.keep': '{schoolName}، {schoolAddress}. يُرجى الاحتفاظ بهذه الرسالة في سجلاتك.',
  'receipt.card': '{brand} المنتهية بالرقم {last4}',
  'receipt.card_unnamed': 'بطاقة',
  'receipt.no_card': 'لا حاجة إلى بطاقة',

  'credit_note.subject': 'إشعارك الدائن {number}: تم استرداد {amount}',
  'credit_note.preview': 'الإشعار الدائن {number}: تم استرداد {amount}.',
  'credit_note.heading': 'المبلغ المسترد في طريقه إليك',
  'credit_note.intro':
    '{cancelled, select, yes {أُلغي تسجيلك في {className}، وسيُعاد مبلغ {amount} إلى البطاقة التي دفعت بها. تستغرق البنوك عادةً من 5 إلى 10 أيام لإظهاره.} other {بخصوص دورة {className}، سيُعاد مبلغ {amount} إلى البطاقة التي دفعت بها. تستغرق البنوك عادةً من 5 إلى 10 أيام لإظهاره.}}',
  'credit_note.intro_named':
    '{cancelled, select, yes {{name}، أُلغي تسجيلك في {className}، وسيُعاد مبلغ {amount} إلى البطاقة التي دفعت بها. تستغرق البنوك عادةً من 5 إلى 10 أيام لإظهاره.} other {{name}، بخصوص دورة {className}، سيُعاد مبلغ {amount} إلى البطاقة التي دفعت بها. تستغرق البنوك عادةً من 5 إلى 10 أيام لإظهاره.}}',
  'credit_note.number': 'رقم الإشعار الدائن',
  'credit_note.class': 'الدورة',
  'credit_note.original_receipt': 'الإيصال الأصلي',
  'credit_note.reason': 'السبب',
  'credit_note.amount': 'المبلغ المسترد ({currency})',
  'credit_note.button': 'عرض سجل مدفوعاتك',
  'credit_note.keep': 'يُرجى الاحتفاظ بهذه الرسالة مع إيصالك في سجلاتك.',

  'session_change.subject':
    '{kind, select, moved {تغيّر موعد حصة من «{className}»} other {أُلغيت حصة من «{className}»}}',
  'session_change.heading': '{kind, select, moved {تغيّر موعد حصة} other {أُلغيت حصة}}',
  'session_change.moved': 'حصة «{className}» التي كانت يوم {previousTime} أصبح موعدها الآن يوم:',
  'session_change.cancelled': 'لن تُعقد حصة «{className}» المقررة يوم {previousTime}.',
  'session_change.why': 'السبب: {reason}',
  'session_change.button': 'عرض حصص الدورة',
  'session_change.calendar': 'يظهر التغيير أيضًا في ملف التقويم واشتراك التقويم الخاصَّين بك.',

  'reminder.subject': 'دورتك «{className}» تبدأ غدًا',
  'reminder.heading': '{className} تبدأ قريبًا',
  'reminder.body': '{name}، الحصة الأولى من «{className}» يوم:',
  'reminder.where': 'المكان: {address}',
  'reminder.online': 'تُعقد عبر الإنترنت: رابط الاجتماع موجود في صفحة الدورة.',
  'reminder.button': 'فتح الدورة',

  'waitlist_offer.subject': 'مقعد في «{className}» بانتظارك',
  'waitlist_offer.heading': 'أخبار سارّة، {name}: أصبح هناك مقعد شاغر',
  'waitlist_offer.body':
    'شغر مقعد في «{className}» ودورك هو الأول في قائمة الانتظار. سنحجزه لك لمدة {hours, plural, one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}، حتى:',
  'waitlist_offer.button': 'دفع ثمن مقعدك',
  'waitlist_offer.after':
    'إن لم يتم الدفع بحلول ذلك الوقت، ينتقل المقعد إلى الطالب التالي في القائمة. وإن لم يعد المقعد يهمّك، فيمكن مغادرة قائمة الانتظار من صفحة الدورة لينتقل فورًا إلى الطالب التالي.',

  'waitlist_withdrawn.subject':
    '{offered, select, yes {سُحب عرض المقعد في «{className}»} other {أُغلقت قائمة انتظار «{className}»}}',
  'waitlist_withdrawn.heading': 'نأسف لذلك، {name}',
  'waitlist_withdrawn.body':
    '{offered, select, yes {لم يعد المقعد الذي حجزناه لك في «{className}» متاحًا للبيع، لذا سُحب العرض. {why} لم يُخصم منك أي مبلغ.} other {لم يعد اسمك مدرجًا في قائمة انتظار «{className}». {why} لم يُخصم منك أي مبلغ.}}',
  'waitlist_withdrawn.why':
    '{because, select, ended {عُقدت كل حصص الدورة.} other {بدأت الدورة، ولا تقبل المدرسة طلابًا جددًا بعد بدء أي دورة.}}',
};

import { useQuery } from '@tanstack/react-query';
import { Check, ShoppingCart } from 'lucide-react';
import { Suspense, useId, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { OWN_CLASS_SELECT } from '#contract/cart-rules';
import type { LanguageClass } from '#contract/classes';
import { isFull } from '#contract/seats';
import { ApiError } from '#client/api-client.ts';
import { useDialog } from '#client/components/dialog.tsx';
import { useToast } from '#client/components/toast.tsx';
import { useAuth } from '#client/session/session.ts';
import { paths } from '#client/paths.ts';
import { cartQuery, useSelectClass } from './api';

/**
 * A student's place in a class's line and its buttons (the waitlist feature's StudentWaitlist, given by the
 * page): below Select on a selected class, instead of it on a full one (`full`).
 */
type StudentWaitlistSlot = ComponentType<{
  item: Pick<LanguageClass, '_id' | 'name'>;
  place: 'card' | 'page';
  full?: boolean;
}>;

// The English of messages below, as the class page's tests name them.
export const LOGIN_TO_SELECT = 'Please login to select this class';
export const LOGIN_TO_JOIN_WAITLIST = 'Please login to join the waitlist';
export const CLASS_FULL_REASON = 'This class is full.';
export const STUDENTS_ONLY_REASON = 'Only student accounts can select classes.';
export const OWN_CLASS_REASON = OWN_CLASS_SELECT;

/**
 * Select on a class card (SPEC section 5): disabled for signed-in instructors and admins and on a student's
 * own class (an instructor made a student again still owns it); a visitor is asked to log in first and comes
 * back here afterwards. On a full class, students and visitors get its waitlist instead (`StudentWaitlist`).
 */
export function SelectClassButton({
  item,
  place = 'card',
  StudentWaitlist,
}: {
  item: Pick<LanguageClass, '_id' | 'name' | 'availableSeats'> &
    Partial<Pick<LanguageClass, 'instructor' | 'sale'>>;
  /** Small at a card's end, or full size at the start of a class's own page. */
  place?: 'card' | 'page';
  StudentWaitlist: StudentWaitlistSlot;
}) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const isStudent = user?.role === 'user';
  const cart = useQuery({ ...cartQuery, enabled: isStudent });
  const select = useSelectClass();
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const reasonId = useId();

  const selected = isStudent && !!cart.data?.some((entry) => entry.classId === item._id);
  // Instructors and admins are told the broader reason; a student can own a class after being an instructor.
  const ownClass =
    isStudent && !!item.instructor && item.instructor.toLowerCase() === user.email.toLowerCase();
  const full = isFull(item.availableSeats);
  const reason = ownClass
    ? t`This is your own class: you cannot select it.`
    : full
      ? t`This class is full.`
      : user && !isStudent
        ? t`Only student accounts can select classes.`
        : null;

  // A visitor on a full class is offered its waitlist, and asked to log in first as Select does.
  const visitorWaitlist = !user && full;

  async function onSelect() {
    if (loading || select.isPending) return;
    if (!user) {
      const goToLogin = await dialog.confirm({
        icon: 'warning',
        title: visitorWaitlist ? t`Please login to join the waitlist` : t`Please login to select this class`,
        confirmText: t`Login`,
        cancelText: t`Cancel`,
        alternative: {
          text: t`Create an account`,
          onChoose: () => void navigate(paths.registration, { state: { from: location } }),
        },
      });
      if (goToLogin) void navigate(paths.login, { state: { from: location } });
      return;
    }
    try {
      await select.mutateAsync(item._id);
      void dialog.popup({ icon: 'success', title: t`Class selected!`, timer: 1500 });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(t`Could not select this class. Please try again.`);
      } else if (error.status === 401 || error.status === 403) {
        // The client signs out and goes to /login on its own.
      } else if (error.status === 409) {
        // Already selected, already enrolled, or full since the list was loaded: the server's own words.
        toast.warning(error.message);
      } else {
        toast.error(error.message);
      }
    }
  }

  const name = item.name;
  const button = (
    <span
      className={`inline-flex flex-col gap-1 ${place === 'page' ? 'items-start' : 'items-end'} ${reason && !visitorWaitlist ? 'cursor-not-allowed' : ''}`}
    >
      <button
        type="button"
        // A light disabled look that stays readable on a full (red) card too.
        className={`btn ${place === 'page' ? '' : 'btn-sm'} ${selected ? 'btn-outline btn-success' : visitorWaitlist ? 'btn-secondary' : 'btn-primary'} disabled:border-base-content/20 disabled:bg-base-200 disabled:text-base-content/60`}
        disabled={!!reason && !visitorWaitlist}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={select.isPending || undefined}
        onClick={() => void onSelect()}
      >
        {select.isPending ? (
          <span className="loading loading-spinner loading-xs" aria-hidden />
        ) : selected ? (
          <Check size={16} aria-hidden />
        ) : visitorWaitlist ? null : (
          <ShoppingCart size={16} aria-hidden />
        )}
        {selected ? (
          <Trans>
            Selected<span className="sr-only"> {name}</span>
          </Trans>
        ) : visitorWaitlist ? (
          <Trans>
            Join waitlist<span className="sr-only"> of {name}</span>
          </Trans>
        ) : (
          <Trans>
            Select<span className="sr-only"> {name}</span>
          </Trans>
        )}
      </button>
      {reason && (
        <span
          id={reasonId}
          className={`font-semibold ${place === 'page' ? 'text-start text-sm' : 'text-end text-xs'}`}
        >
          {reason}
        </span>
      )}
      {/* A selected class (only a student's) may be a seat offered from its line: the line's notice and links.
          Below Select, not instead of it, so that selecting keeps the button and the keyboard's focus. */}
      {selected && !full && (
        <Suspense fallback={null}>
          <StudentWaitlist item={item} place={place} />
        </Suspense>
      )}
    </span>
  );
  // A class that has ended, or started without late joining: no Select and no waitlist, only why.
  if (item.sale?.forSale === false) return <p className="font-semibold">{item.sale.note}</p>;
  // A student on a full class: its line instead of Select.
  if (!isStudent || ownClass || !full) return button;
  return (
    <Suspense fallback={<span className={`skeleton btn ${place === 'page' ? '' : 'btn-sm'} w-36`} />}>
      <StudentWaitlist item={item} place={place} full />
    </Suspense>
  );
}

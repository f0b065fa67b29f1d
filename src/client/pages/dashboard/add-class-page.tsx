import { SectionTitle } from '#client/components/section-title.tsx';
import { useAuth } from '#client/session/session.ts';
import { AddClassForm } from '#client/features/instructor-classes/add-class-form.tsx';
import { useLingui } from '@lingui/react/macro';

export function AddClassPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <SectionTitle
        level={1}
        title={t`Add a class`}
        subtitle={t`An admin reviews every new class before it is published`}
      />
      <section className="rounded-box bg-base-100 p-4 shadow sm:p-6 md:p-10">
        <AddClassForm instructor={{ name: user.name, email: user.email }} />
      </section>
    </div>
  );
}

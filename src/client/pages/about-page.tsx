import { Link } from '#client/components/link.tsx';
import { FeatureBlock } from '#client/components/feature-block.tsx';
import { SectionTitle } from '#client/components/section-title.tsx';
import { flagPicture } from '#contract/language-list';
import { LANGUAGE_FLAGS } from '#client/features/home/languages.ts';
import { REASON_MESSAGES } from '#client/features/home/why-choose-us.tsx';
import { PopularInstructors } from '#client/features/instructors/popular-instructors.tsx';
import { paths } from '#client/paths.ts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** About us: the school's story, its instructors and its languages, told with the home page's texts. */
export function AboutPage() {
  const { t, i18n } = useLingui();
  const count = LANGUAGE_FLAGS.length;
  return (
    <>
      <section aria-labelledby="about-title" className="mx-auto max-w-4xl px-4 py-12">
        <SectionTitle
          id="about-title"
          level={1}
          title={t`About us`}
          subtitle={t`Providing reliable service since 1992`}
        />
        <div className="space-y-4 text-lg leading-relaxed">
          <p>
            <Trans>
              Speak the World began in 1992 as a small language centre with one idea: people learn to speak a
              language by speaking it. In 2000 the centre became an academic department within the school of
              languages, and it has taught students ever since.
            </Trans>
          </p>
          <p>
            <Trans>
              Our classes are small and led by native-speaking instructors, from your first hello to confident
              conversation. Our own learning materials bring text together with multimedia on all areas of the
              curriculum. Learning a new language is fascinating and can lead to great opportunities: choose a
              class today and start speaking tomorrow.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="about-reasons-title" className="bg-base-200 px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <SectionTitle id="about-reasons-title" title={t`Why Choose Us`} subtitle={t`Some simple reasons`} />
          <div className="grid gap-8 md:grid-cols-3">
            {REASON_MESSAGES.map(({ icon, title, description }) => (
              <FeatureBlock key={title.id} icon={icon} title={i18n._(title)} description={i18n._(description)} />
            ))}
          </div>
        </div>
      </section>

      <PopularInstructors />
      <p className="-mt-8 mb-12 text-center">
        <Link to={paths.instructors} className="btn btn-outline btn-primary">
          <Trans>Meet all our instructors</Trans>
        </Link>
      </p>

      <section aria-labelledby="about-languages-title" className="bg-base-200 px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <SectionTitle
            id="about-languages-title"
            title={t`Our languages`}
            subtitle={t`${plural(count, {
              one: '# language, taught by people who grew up speaking them',
              other: '# languages, taught by people who grew up speaking them',
            })}`}
          />
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-5">
            {LANGUAGE_FLAGS.map((language) => {
              const caption = language.caption;
              return (
                <li key={language.caption}>
                  <Link
                    to={paths.classes({ search: language.caption })}
                    className="flex flex-col items-center gap-2 rounded-box bg-base-100 p-4 shadow-sm hover:shadow-md"
                  >
                    <img
                      src={flagPicture(language.image)}
                      alt=""
                      width={64}
                      height={48}
                      loading="lazy"
                      className="h-12 w-16 rounded object-cover"
                    />
                    {/* One message, so a translation can put "classes" before the language's name. */}
                    <Trans>
                      <span className="font-semibold">{caption}</span>
                      <span className="sr-only">classes</span>
                    </Trans>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-2xl font-extrabold text-primary">
          <Trans>Speak a language we do not teach yet?</Trans>
        </h2>
        <p className="mt-2 text-base-content/80">
          <Trans>We are always looking for instructors.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={paths.teach} className="btn btn-primary">
            <Trans>Teach with us</Trans>
          </Link>
          <Link to={paths.contact} className="btn btn-outline">
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </section>
    </>
  );
}

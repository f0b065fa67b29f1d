export function SectionTitle({
  title,
  subtitle,
  level = 2,
  id,
}: {
  title: string;
  subtitle?: string;
  level?: 1 | 2;
  /** Lets the section be named by its title (aria-labelledby). */
  id?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <Heading id={id} className="text-3xl font-extrabold tracking-tight text-primary md:text-4xl">
        {title}
      </Heading>
      {subtitle && <p className="mt-2 text-base-content/75 md:text-lg">{subtitle}</p>}
    </header>
  );
}

export function SectionTitle({
  title,
  subtitle,
  level = 2,
}: {
  title: string;
  subtitle?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <Heading className="text-3xl font-extrabold tracking-tight text-primary md:text-4xl">{title}</Heading>
      {subtitle && <p className="mt-2 text-base-content/75 md:text-lg">{subtitle}</p>}
    </header>
  );
}

/** A dashboard page's heading and subtitle. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="mb-6 md:mb-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-primary md:text-3xl">{title}</h1>
      {subtitle && <p className="mt-1 text-base-content/75 md:text-lg">{subtitle}</p>}
    </header>
  );
}

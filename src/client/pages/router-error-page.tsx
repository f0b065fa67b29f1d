import { Link } from '#client/components/link.tsx';
import { paths } from '#client/paths.ts';

function describeRouteError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error ?? 'Unknown error');
}

/** What shows instead of a page that failed to render, or whose code could not be fetched. */
export function RouterErrorPage({ error }: { error: unknown }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-extrabold text-error">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-base-content/80">{describeRouteError(error)}</p>
      <Link to={paths.home} className="btn btn-primary mt-8" reloadDocument>
        Back to the home page
      </Link>
    </main>
  );
}

import { Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="mt-3 text-ink-soft">Please refresh the page. If it keeps happening, contact us.</p>
      <Link to="/" className="mt-6 inline-block text-gold underline">
        Back to home
      </Link>
    </main>
  );
}

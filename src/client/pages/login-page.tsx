import { Link } from 'react-router';
import { SectionTitle } from '../components/section-title';

export function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <SectionTitle level={1} title="Please Login" />
      <p className="text-center">
        New here?{' '}
        <Link className="link link-primary" to="/registration">
          Create an account
        </Link>
      </p>
    </section>
  );
}

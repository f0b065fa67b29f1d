import { Link } from 'react-router';
import { SectionTitle } from '../components/section-title';

export function RegistrationPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <SectionTitle level={1} title="Create your account" />
      <p className="text-center">
        Already have an account?{' '}
        <Link className="link link-primary" to="/login">
          Login
        </Link>
      </p>
    </section>
  );
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bsp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, PasswordInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths, safeRedirect } from '../../../config/paths';
import { registerInputSchema, useRegister } from '../../../features/auth/api/register';
import { useAuth } from '../../../features/auth/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { applyServerErrors } from '../../../lib/form-errors';

export default function SignUpPage() {
  useDocumentTitle('Create your account');
  const { user } = useAuth();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (user) return <Navigate to={safeRedirect(from)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await registerUser.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, ['first_name', 'last_name', 'email', 'password']);
    }
  });

  return (
    <AuthCard
      title="Create your account"
      description="Start converting statements into reconciled CSV in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login}
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form className="grid gap-5" onSubmit={onSubmit} noValidate>
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="first_name" label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" autoFocus {...form.register('first_name')} />
          </Field>
          <Field id="last_name" label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" {...form.register('last_name')} />
          </Field>
        </div>
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          id="password"
          label="Password"
          error={errors.password?.message}
          description={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters. A long passphrase is best; very common passwords are refused.`}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            <Spinner className="size-4 text-current" label="Creating account" />
          ) : null}
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
        <p className="text-center text-muted-foreground text-xs">
          By creating an account you agree to the{' '}
          <Link to={paths.termsConditions} className="underline hover:text-foreground">
            Terms &amp; Conditions
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy} className="underline hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}

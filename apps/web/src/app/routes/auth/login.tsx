import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, PasswordInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { paths, safeRedirect } from '../../../config/paths';
import { loginInputSchema, useLogin } from '../../../features/auth/api/login';
import { useAuth } from '../../../features/auth/use-auth';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

export default function LoginPage() {
  useDocumentTitle('Sign in');
  const { user } = useAuth();
  const location = useLocation();
  const state = location.state as { from?: string; notice?: string } | null;
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (user) return <Navigate to={safeRedirect(state?.from)} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') {
        form.setError('root.server', { message: 'That email and password do not match.' });
        return;
      }
      applyServerErrors(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <AuthCard
      title="Sign in to BSP"
      description="Welcome back. Enter your details to continue."
      footer={
        <>
          New to BSP?{' '}
          <Link
            to={paths.signUp}
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form className="grid gap-5" onSubmit={onSubmit} noValidate>
        {state?.notice ? <FormAlert variant="success">{state.notice}</FormAlert> : null}
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Field
          id="password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link
              to={paths.forgotPassword}
              className="font-medium text-primary text-xs hover:underline"
            >
              Forgot password?
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? <Spinner className="size-4 text-current" label="Signing in" /> : null}
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}

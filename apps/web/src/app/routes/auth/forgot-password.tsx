import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import {
  resetPasswordInputSchema,
  useRequestPasswordReset,
} from '../../../features/auth/api/reset-password';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      // Only transport or validation problems surface; the answer never reveals whether the
      // email has an account.
      if (isApiError(error) && error.status === 429) {
        form.setError('root.server', { message: 'Too many requests. Please wait a minute.' });
        return;
      }
      applyServerErrors(error, form.setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div className="grid gap-5">
          <div
            className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4 text-sm"
            role="status"
          >
            <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>
              If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent
              a link to reset its password. The link works once and expires in 30 minutes.
            </p>
          </div>
          <p className="text-muted-foreground text-sm">
            No email after a few minutes? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
              onClick={() => setSentTo(null)}
            >
              try again
            </button>
            .
          </p>
          <Button asChild variant="outline">
            <Link to={paths.login}>Back to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a reset link."
      footer={
        <Link
          to={paths.login}
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
        >
          Back to sign in
        </Link>
      }
    >
      <form className="grid gap-5" onSubmit={onSubmit} noValidate>
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bsp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/layouts/auth-layout';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, PasswordInput } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import {
  recoverPasswordFormSchema,
  useConfirmPasswordReset,
} from '../../../features/auth/api/reset-password-confirm';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';

function InvalidLink() {
  return (
    <AuthCard title="This link can't be used">
      <div className="grid gap-5">
        <div
          className="flex items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
          role="alert"
        >
          <LinkIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <p>
            This password reset link is invalid, has expired or has already been used. Reset links
            work once and expire after 30 minutes.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={paths.login}>Back to sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export default function RecoverPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    resolver: zodResolver(recoverPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ token, new_password: values.new_password });
      setStatus('done');
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        setStatus('invalid');
        return;
      }
      applyServerErrors(error, form.setError, ['new_password']);
    }
  });

  if (status === 'invalid') return <InvalidLink />;

  if (status === 'done') {
    return (
      <AuthCard title="Password updated">
        <div className="grid gap-5">
          <div
            className="flex items-start gap-3 rounded-lg border bg-muted/50 p-4 text-sm"
            role="status"
          >
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <p>Your password has been changed. Other sessions were signed out for your safety.</p>
          </div>
          <Button asChild>
            <Link to={paths.login}>Sign in with your new password</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick something you have not used here before."
    >
      <form className="grid gap-5" onSubmit={onSubmit} noValidate>
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <Field
          id="new_password"
          label="New password"
          error={errors.new_password?.message}
          description={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('new_password')} />
        </Field>
        <Field
          id="confirm_password"
          label="Confirm new password"
          error={errors.confirm_password?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

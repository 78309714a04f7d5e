import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_PICTURE_MAX_BYTES } from '@bsp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Field, FormAlert, PasswordInput } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { UserAvatar } from '../../../components/user-avatar';
import {
  changePasswordInputSchema,
  useChangePassword,
} from '../../../features/auth/api/change-password';
import {
  updateUserInputSchema,
  uploadProfilePicture,
  useUpdateUser,
} from '../../../features/auth/api/user';
import { useAuth } from '../../../features/auth/use-auth';
import { CategoriesSettings } from '../../../features/categories/components/categories-settings';
import { LayoutsSettings } from '../../../features/layout-profiles/components/layouts-settings';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { applyServerErrors } from '../../../lib/form-errors';

const PICTURE_TYPES = 'image/png,image/jpeg,image/webp';

function ProfileCard() {
  const { user } = useAuth();
  const update = useUpdateUser();
  const [saved, setSaved] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    resolver: zodResolver(updateUserInputSchema),
    defaultValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const next = await update.mutateAsync(values);
      form.reset({ first_name: next.first_name, last_name: next.last_name });
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ['first_name', 'last_name']);
    }
  });

  const onPicture = async (file: File | undefined) => {
    setPictureError(null);
    if (!file) return;
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setPictureError(`Choose an image under ${PROFILE_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`);
      return;
    }
    setUploading(true);
    try {
      const next = await uploadProfilePicture(file);
      authStore.setUser(next);
    } catch (error) {
      setPictureError(isApiError(error) ? error.message : 'Could not upload the picture.');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and picture as shown in BSP.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <UserAvatar user={user} className="size-16 text-xl" />
          <div className="grid gap-1.5">
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? 'Uploading…' : 'Change picture'}
              </Button>
            </div>
            <label htmlFor="profile_picture" className="sr-only">
              Profile picture
            </label>
            <input
              ref={fileInput}
              id="profile_picture"
              type="file"
              accept={PICTURE_TYPES}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => void onPicture(event.target.files?.[0])}
            />
            <p className="text-muted-foreground text-xs">PNG, JPEG or WebP, up to 5 MB.</p>
            {pictureError ? (
              <p role="alert" className="font-medium text-destructive text-xs">
                {pictureError}
              </p>
            ) : null}
          </div>
        </div>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          {saved && !isDirty ? <FormAlert variant="success">Profile saved.</FormAlert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="first_name" label="First name" error={errors.first_name?.message}>
              <Input autoComplete="given-name" {...form.register('first_name')} />
            </Field>
            <Field id="last_name" label="Last name" error={errors.last_name?.message}>
              <Input autoComplete="family-name" {...form.register('last_name')} />
            </Field>
          </div>
          <Field
            id="account_email"
            label="Email"
            description="Contact us to change the email of your account."
          >
            <Input type="email" value={user?.email ?? ''} readOnly disabled />
          </Field>
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? 'Saving…' : 'Save profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setDone(false);
    try {
      await change.mutateAsync(values);
      form.reset();
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_credentials') {
        form.setError('current_password', { message: 'Your current password is not correct.' });
        return;
      }
      applyServerErrors(error, form.setError, ['current_password', 'new_password']);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing your password signs out every other session of your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={onSubmit} noValidate>
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          {done ? <FormAlert variant="success">Your password has been changed.</FormAlert> : null}
          <Field
            id="current_password"
            label="Current password"
            error={errors.current_password?.message}
          >
            <PasswordInput autoComplete="current-password" {...form.register('current_password')} />
          </Field>
          <Field
            id="new_password"
            label="New password"
            error={errors.new_password?.message}
            description={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters.`}
          >
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </Field>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export default function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title="Settings"
        description="Manage your profile, password, categories, rules and statement layouts."
      />
      <ProfileCard />
      <PasswordCard />
      <CategoriesSettings />
      <LayoutsSettings />
    </div>
  );
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { logout } from '../../../features/auth/api/logout';

/** Visiting /auth/logout signs out and goes to the login screen. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout().finally(() => navigate(paths.login, { replace: true }));
  }, [navigate]);
  return <FullScreenSpinner />;
}

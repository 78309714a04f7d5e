import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** "Fix the reading": to the screen where the person shows the reader the statement's layout. */
export function FixReadingLink({
  reportId,
  variant = 'outline',
  size,
}: {
  reportId: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link to={paths.fixReading(reportId)}>
        <Wrench aria-hidden="true" />
        Fix the reading
      </Link>
    </Button>
  );
}

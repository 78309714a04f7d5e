import { Compass } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Spec: unknown paths (and /error) show the error page. */
export default function ErrorPage() {
  useDocumentTitle('Page not found');
  const { pathname } = useLocation();
  const isErrorRoute = pathname === paths.error;
  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center"
      aria-labelledby="error-title"
      data-testid="error-page"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10">
        <Compass className="size-7 text-primary" aria-hidden="true" />
      </div>
      <p className="font-semibold text-primary text-sm">{isErrorRoute ? 'Error' : '404'}</p>
      <h1 id="error-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
        {isErrorRoute ? 'Something went wrong' : 'Page not found'}
      </h1>
      <p className="text-muted-foreground">
        {isErrorRoute
          ? 'We could not complete that request. Please try again.'
          : 'The page you are looking for does not exist or has moved.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.home}>Go to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contactUs}>Contact us</Link>
        </Button>
      </div>
    </section>
  );
}

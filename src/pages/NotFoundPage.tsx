import { NotFound } from '../sections/NotFound/NotFound';
import { useContent } from '../site/ContentContext';
import { Layout } from './Layout/Layout';

export function NotFoundPage() {
  const { pages } = useContent();
  return (
    <Layout meta={{ ...pages.naoEncontrada, noindex: true }}>
      <NotFound />
    </Layout>
  );
}

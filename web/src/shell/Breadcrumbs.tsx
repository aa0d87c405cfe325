// The breadcrumb trail above a page's heading ("Home > ..."). Every item but the
// last is a link; the last names the page the user is on.
import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last item (the page itself) needs none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const trail = items.slice(0, -1);
  const current = items.at(-1);
  return (
    <Breadcrumb.Root size="md">
      {/* Three crumbs do not fit one line at 375 px: they wrap whole rather than squeeze "Home" into "Hom e". */}
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {trail.map((item) => (
          <Fragment key={item.label}>
            <Breadcrumb.Item>
              {item.to ? (
                <Breadcrumb.Link asChild color="brand.fg">
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                item.label
              )}
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        {current ? (
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink color="gray.700">{current.label}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        ) : null}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page above the current one: what the trail shows, and where it leads. */
export interface Crumb {
  label: ReactNode;
  to: string;
}

/**
 * Where a page sits: a link to each page above it, then the page itself, in a navigation landmark
 * named "Breadcrumb" with the current page marked for assistive technology (`aria-current`). Every
 * page's trail has the same sizes. A name a person typed goes in as `<Name>` (it inherits the size).
 */
export function PageBreadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs>
        {trail.map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to}>
            {crumb.label}
          </Anchor>
        ))}
        <Text size="sm" component="span" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

import { Link, useLocation } from 'react-router';
import { Breadcrumb } from 'antd';
import { breadcrumbTrail } from './breadcrumb-trail';

/** Breadcrumbs from the route map's data, the remotes' routes included. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const items = breadcrumbTrail(pathname).map((crumb) => ({
    title: crumb.path ? <Link to={crumb.path}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>,
  }));
  return <Breadcrumb aria-label="Breadcrumb" items={items} className="shell-breadcrumbs" />;
}

import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Dropdown } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { publicRoutes, shellRoutes } from '@portal/shared-contracts';
import { useSession } from '@portal/shared-contracts/sdk';
import { SIGN_OUT_PATH } from '../auth/SignOutPage';
import { displayName } from './display-name';

/** Spec 2: the signed-in user's name with a menu holding My Account and Sign Out; Sign in for a visitor. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Link className="shell-header-link" to={`${publicRoutes.login}?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`}>
        Sign in
      </Link>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          { key: shellRoutes.account.path, label: 'My Account' },
          { key: SIGN_OUT_PATH, label: 'Sign Out' },
        ],
        onClick: ({ key }) => void navigate(key),
      }}
    >
      <Button type="text" className="shell-header-button shell-user" icon={<UserOutlined aria-hidden />}>
        <span className="shell-user-name">{displayName(user)}</span>
      </Button>
    </Dropdown>
  );
}

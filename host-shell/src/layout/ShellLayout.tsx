import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Button, Dropdown, Grid, Layout, Space, Typography } from 'antd';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { SIDEBAR_WIDTH } from '@portal/shared-contracts';
import { loadDirectory, useSession } from '@portal/shared-contracts/sdk';
import { SIGN_OUT_PATH } from '../auth/SignOutPage';
import { Breadcrumbs } from './Breadcrumbs';
import { ContextPickers } from './ContextPickers';
import { SideMenu } from './SideMenu';

/** Spec 3: fullName, else userName, prefixed by jobTitle when present. */
export function displayName(user: { fullName: string; userName: string; jobTitle: string | null }): string {
  const name = user.fullName || user.userName;
  return user.jobTitle ? `${user.jobTitle} ${name}` : name;
}

export function ShellLayout() {
  const user = useSession((s) => s.user);
  const hasDirectory = useSession((s) => s.leas.length > 0 || s.schoolYears.length > 0);
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    if (user && !hasDirectory) void loadDirectory();
  }, [user, hasDirectory]);


  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#1f3a5f', paddingInline: 16 }}>
        <Button type="text" aria-label="Toggle menu" icon={<MenuOutlined style={{ color: '#fff' }} />} onClick={() => setCollapsed((c) => !c)} />
        <Typography.Text strong style={{ color: '#fff', fontSize: 16, whiteSpace: 'nowrap' }}>
          Special Education Portal
        </Typography.Text>
        <Space style={{ marginInlineStart: 'auto' }} wrap>
          <ContextPickers />
          {user ? (
            <Dropdown menu={{ items: [{ key: 'signout', label: 'Sign Out' }], onClick: () => navigate(SIGN_OUT_PATH) }}>
              <Button icon={<UserOutlined />}>{displayName(user)}</Button>
            </Dropdown>
          ) : null}
        </Space>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          theme="light"
          collapsible
          collapsed={collapsed}
          collapsedWidth={narrow ? 0 : 64}
          trigger={null}
          style={narrow ? { position: 'absolute', zIndex: 10, height: '100%' } : undefined}
        >
          <SideMenu />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Breadcrumbs />
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

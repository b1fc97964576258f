import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { ContextPickers } from '../context/ContextPickers';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu(): void;
}

/** Spec 2's top bar: the menu toggle, the LEA and school-year pickers, the user's menu. */
export function TopBar({ menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <>
      <Button
        type="text"
        className="shell-header-button"
        aria-label="Menu"
        aria-expanded={menuOpen}
        icon={<MenuOutlined aria-hidden />}
        onClick={onToggleMenu}
      />
      <span className="shell-title">Special Education Portal</span>
      <ContextPickers />
      <UserMenu />
    </>
  );
}

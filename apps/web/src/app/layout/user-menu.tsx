import { LogIn, LogOut, Menu, Settings, User } from 'lucide-react';
import { Link } from 'wouter';
import { useMe } from '@/api/session';
import { useSignOut } from '@/api/session';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { loginHref } from '@/lib/auth-links';

/** The header's menu at the right: Profile, Settings and Sign Out (or Sign In). */
export function UserMenu() {
  const { me, isLoading } = useMe();
  const signOut = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu">
          <Menu aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {me ? <DropdownMenuLabel className="truncate">{me.name || me.email}</DropdownMenuLabel> : null}
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {me ? (
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        ) : (
          // A full-page navigation: the API decides where sign-in happens.
          <DropdownMenuItem asChild disabled={isLoading}>
            <a href={loginHref('adopter')}>
              <LogIn aria-hidden="true" />
              Sign In
            </a>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

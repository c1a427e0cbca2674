// @vitest-environment jsdom
import {
  Button,
  DialogBody,
  DialogSurface,
  DialogTitle,
  DrawerBody,
  FluentProvider,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  webLightTheme,
} from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, OverlayDrawer } from './surfaces';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the surface close and the hook's deferred restore run. */
function settle() {
  act(() => {
    vi.advanceTimersByTime(700);
  });
}

function Page({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={webLightTheme}>
      <main>
        <h1>书籍</h1>
        {children}
      </main>
    </FluentProvider>
  );
}

function Surface({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>改密码</DialogTitle>
          <Button onClick={onClose}>关闭</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** A dialog opened from state by a button, which the dialog may hide while open. */
function FromState({ hideOpener }: { hideOpener: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      {hideOpener && open ? null : <Button onClick={() => setOpen(true)}>修改</Button>}
      <Surface open={open} onClose={() => setOpen(false)} />
    </Page>
  );
}

function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button>更多</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => setOpen(true)}>改密码</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Surface open={open} onClose={() => setOpen(false)} />
    </Page>
  );
}

function openBy(name: string) {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog (components/surfaces) gives focus back when it closes', () => {
  it('to the button that opened it from state', () => {
    render(<FromState hideOpener={false} />);
    const opener = openBy('修改');
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(opener);
  });

  it('to the same button rendered anew when the opener was replaced', () => {
    render(<FromState hideOpener />);
    openBy('修改');
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '修改' }));
  });

  it("to the menu's trigger when a menu item opened it", () => {
    render(<FromMenu />);
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    const item = screen.getByRole('menuitem', { name: '改密码' });
    item.focus();
    fireEvent.click(item);
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '更多' }));
  });

  it("to the page's heading when nothing can stand in for the opener", () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      const [used, setUsed] = useState(false);
      return (
        <Page>
          {used ? null : (
            <Button
              onClick={() => {
                setOpen(true);
                setUsed(true);
              }}
            >
              移到回收站
            </Button>
          )}
          <Surface open={open} onClose={() => setOpen(false)} />
        </Page>
      );
    }
    render(<Gone />);
    // jsdom lays nothing out: the heading is the visible one.
    const heading = screen.getByRole('heading', { name: '书籍' });
    heading.getClientRects = () => [new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList;
    openBy('移到回收站');
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(heading);
  });

  it('inside the drawer a confirmation was opened from, to the button re-rendered there', () => {
    function Drawer() {
      const [confirming, setConfirming] = useState(false);
      const [round, setRound] = useState(0);
      return (
        <Page>
          <OverlayDrawer open aria-label="历史版本">
            <DrawerBody>
              {/* A new element each round: the list refreshed after the restore. */}
              <Button key={round} onClick={() => setConfirming(true)}>
                恢复
              </Button>
            </DrawerBody>
          </OverlayDrawer>
          <Surface
            open={confirming}
            onClose={() => {
              setConfirming(false);
              setRound((n) => n + 1);
            }}
          />
        </Page>
      );
    }
    render(<Drawer />);
    settle();
    openBy('恢复');
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '恢复' }));
  });

  it('as it unmounts, when it is mounted only while open', () => {
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <Page>
          <Button onClick={() => setOpen(true)}>换头像</Button>
          {open ? <Surface open onClose={() => setOpen(false)} /> : null}
        </Page>
      );
    }
    render(<Mounted />);
    const opener = openBy('换头像');
    settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    settle();
    expect(document.activeElement).toBe(opener);
  });
});

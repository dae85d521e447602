#!/usr/bin/env python3
"""Closes the X windows of process PID as a window manager's close button does: a
WM_DELETE_WINDOW message (ICCCM), which GTK turns into the window's close request. Under Xvfb
there is no window manager to ask, and WebDriver's own "close window" ends the app without that
request, so the app's exit path (clocks saved, "Shuangcheng closed" logged) would go untested.

    python3 tests/e2e/lib/close-window.py PID

Standard library only (ctypes over libX11); DISPLAY names the server. Prints how many windows
were asked; fails when none of PID's windows takes WM_DELETE_WINDOW.
"""

import ctypes as C
import sys

CLIENT_MESSAGE = 33
XA_CARDINAL = 6
XA_ATOM = 4


class ClientMessage(C.Structure):
    _fields_ = [("type", C.c_int), ("serial", C.c_ulong), ("send_event", C.c_int),
                ("display", C.c_void_p), ("window", C.c_ulong), ("message_type", C.c_ulong),
                ("format", C.c_int), ("l", C.c_long * 5)]


class Event(C.Union):
    _fields_ = [("client", ClientMessage), ("pad", C.c_long * 24)]


def main(pid):
    x = C.cdll.LoadLibrary("libX11.so.6")
    x.XOpenDisplay.restype = C.c_void_p
    x.XDefaultRootWindow.restype = C.c_ulong
    x.XDefaultRootWindow.argtypes = [C.c_void_p]
    x.XInternAtom.restype = C.c_ulong
    x.XInternAtom.argtypes = [C.c_void_p, C.c_char_p, C.c_int]
    x.XQueryTree.argtypes = [C.c_void_p, C.c_ulong] + [C.c_void_p] * 4
    x.XGetWindowProperty.argtypes = [C.c_void_p, C.c_ulong, C.c_ulong, C.c_long, C.c_long,
                                     C.c_int, C.c_ulong] + [C.c_void_p] * 5
    x.XSendEvent.argtypes = [C.c_void_p, C.c_ulong, C.c_int, C.c_long, C.c_void_p]
    x.XFree.argtypes = [C.c_void_p]
    x.XFlush.argtypes = [C.c_void_p]
    x.XCloseDisplay.argtypes = [C.c_void_p]
    d = x.XOpenDisplay(None)
    if not d:
        sys.exit("close-window: cannot open the X display")
    net_wm_pid = x.XInternAtom(d, b"_NET_WM_PID", 0)
    protocols = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
    delete = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)

    def prop(window, name, kind, length):
        """The property's values as unsigned longs (format 32), or []."""
        got_type, fmt, n, after = C.c_ulong(), C.c_int(), C.c_ulong(), C.c_ulong()
        data = C.POINTER(C.c_ulong)()
        status = x.XGetWindowProperty(d, window, name, 0, length, 0, kind, C.byref(got_type),
                                      C.byref(fmt), C.byref(n), C.byref(after), C.byref(data))
        if status != 0 or not data:
            return []
        values = [data[i] for i in range(n.value)] if fmt.value == 32 else []
        x.XFree(data)
        return values

    def children(window):
        root, parent, kids, n = C.c_ulong(), C.c_ulong(), C.POINTER(C.c_ulong)(), C.c_uint()
        if not x.XQueryTree(d, window, C.byref(root), C.byref(parent), C.byref(kids), C.byref(n)):
            return []
        found = [kids[i] for i in range(n.value)]
        if kids:
            x.XFree(kids)
        return found

    asked = 0
    for window in children(x.XDefaultRootWindow(d)):
        if prop(window, net_wm_pid, XA_CARDINAL, 1) != [pid]:
            continue
        if delete not in prop(window, protocols, XA_ATOM, 16):
            continue
        event = Event()
        event.client.type = CLIENT_MESSAGE
        event.client.window = window
        event.client.message_type = protocols
        event.client.format = 32
        event.client.l[0] = delete
        x.XSendEvent(d, window, 0, 0, C.byref(event))
        asked += 1
    x.XFlush(d)
    x.XCloseDisplay(d)
    if asked == 0:
        sys.exit(f"close-window: process {pid} has no window that takes WM_DELETE_WINDOW")
    print(f"close-window: asked {asked} window(s) of process {pid} to close")


if __name__ == "__main__":
    main(int(sys.argv[1]))

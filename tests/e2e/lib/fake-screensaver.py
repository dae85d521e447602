#!/usr/bin/python3
"""A stand-in for the desktop's org.freedesktop.ScreenSaver on the session bus named by
DBUS_SESSION_BUS_ADDRESS, for tests/e2e/wake-lock.test.mjs: it answers Inhibit with a cookie
and UnInhibit, and prints one line per call ("inhibit <cookie> <app> <reason>",
"uninhibit <cookie>"), after "ready" once it owns the name. Needs Debian's python3-gi."""

import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.ScreenSaver">
    <method name="Inhibit">
      <arg type="s" name="application_name" direction="in"/>
      <arg type="s" name="reason_for_inhibit" direction="in"/>
      <arg type="u" name="cookie" direction="out"/>
    </method>
    <method name="UnInhibit">
      <arg type="u" name="cookie" direction="in"/>
    </method>
  </interface>
</node>
"""
NAME = "org.freedesktop.ScreenSaver"
cookies = iter(range(1, 1 << 31))


def say(line):
    print(line, flush=True)


def on_call(_conn, _sender, _path, _iface, method, params, invocation):
    if method == "Inhibit":
        app, reason = params.unpack()
        cookie = next(cookies)
        say(f"inhibit {cookie} {app} {reason}")
        invocation.return_value(GLib.Variant("(u)", (cookie,)))
    else:
        (cookie,) = params.unpack()
        say(f"uninhibit {cookie}")
        invocation.return_value(None)


def on_bus(conn, _name):
    info = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
    conn.register_object("/org/freedesktop/ScreenSaver", info, on_call, None, None)


loop = GLib.MainLoop()
Gio.bus_own_name(Gio.BusType.SESSION, NAME, Gio.BusNameOwnerFlags.NONE, on_bus,
                 lambda *_: say("ready"), lambda *_: (say("name lost"), sys.exit(1)))
loop.run()

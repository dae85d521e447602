//! One app per Linux desktop session: the first launch owns the app's name on the session
//! D-Bus (from its identifier, so per session whatever the data directory, as the plugin did)
//! and answers an `Activate` call by bringing its window to the front and opening the record
//! files the call carries (a record opened from the desktop while the app runs); a later launch
//! makes that call with the files on its command line and returns before GTK, WebKit or the
//! saves start, so it leaves with no thread running but its own. Without a session bus every
//! launch runs, and the saves' directory lock refuses the later ones (`service::saves::lock`).
//!
//! This is what `tauri-plugin-single-instance` does on Linux, written over the `dbus` crate
//! (libdbus), which tao already links for the desktop portal, rather than the plugin's zbus,
//! which is gone from the binary (docs/performance.md, "What the binary holds": its share of
//! the first step is not measured apart). macOS and Windows keep the plugin.

use std::path::PathBuf;
use std::time::Duration;

use dbus::blocking::stdintf::org_freedesktop_dbus::RequestNameReply;
use dbus::blocking::Connection;
use dbus::channel::{MatchingReceiver, Sender};
use dbus::message::MatchRule;
use tauri::AppHandle;

const METHOD: &str = "Activate";
/// How long a later launch waits for the first one's answer.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// What this launch is to do. It is decided before the log starts, so what the log should say
/// travels with it, told by [`Launch::start`].
pub enum Launch {
    /// Run as the first launch: it owns the app's name, and answers later launches from the
    /// start of the app's setup, before the saves open (`serve`): a later launch waits at most
    /// [`ANSWER_WITHIN`] for the answer.
    First(Owner),
    /// Run with nothing but the saves' lock to keep a second copy off them: there is no bus to
    /// ask, or the app that owns the name did not answer. Why, for the log.
    Unguarded(String),
    /// Exit: the app already running has brought its window to the front.
    HandedOver,
}

/// The app's name on the session bus, held by the first launch.
pub struct Owner {
    bus: Connection,
    name: String,
    path: String,
}

/// The bus name and object path, from the app's identifier (`org.shuangcheng.boardgames`).
fn names(identifier: &str) -> (String, String) {
    (
        format!("{identifier}.SingleInstance"),
        format!("/{}/SingleInstance", identifier.replace(['.', '-'], "/")),
    )
}

/// Claims the app's name on the session bus, or hands over to the app that holds it, with
/// the record files this launch was given (absolute paths).
pub fn claim_or_hand_over(identifier: &str, files: &[PathBuf]) -> Launch {
    let bus = match Connection::new_session() {
        Ok(bus) => bus,
        Err(e) => return Launch::Unguarded(format!("no session bus ({e})")),
    };
    let (name, path) = names(identifier);
    match bus.request_name(name.as_str(), false, false, true) {
        Ok(RequestNameReply::PrimaryOwner | RequestNameReply::AlreadyOwner) => {
            Launch::First(Owner { bus, name, path })
        }
        Ok(RequestNameReply::Exists | RequestNameReply::InQueue) => {
            let files: Vec<String> = files.iter().map(|p| p.display().to_string()).collect();
            let asked: Result<(), dbus::Error> = bus
                .with_proxy(name.as_str(), path.as_str(), ANSWER_WITHIN)
                .method_call(name.as_str(), METHOD, (files,));
            match asked {
                Ok(()) => Launch::HandedOver,
                Err(e) => Launch::Unguarded(format!("the running app did not answer ({e})")),
            }
        }
        Err(e) => Launch::Unguarded(format!("the app's name on the session bus could not be claimed ({e})")),
    }
}

impl Launch {
    /// Once the log is up: the first launch starts answering later ones (calls made meanwhile
    /// wait on the bus; one answered before the window is built brings nothing to the front,
    /// and the window opens as it would have), an unguarded one says why.
    pub fn start(self, app: &AppHandle) {
        match self {
            Launch::First(owner) => owner.serve(app.clone()),
            Launch::Unguarded(why) => {
                log::info!("{why}: a second launch is kept off the saves by their lock only");
            }
            Launch::HandedOver => {}
        }
    }
}

impl Owner {
    /// Answers `Activate` calls on a thread of their own for as long as the app runs.
    fn serve(self, app: AppHandle) {
        let Owner { bus, name, path } = self;
        let rule = MatchRule::new_method_call().with_path(path).with_interface(name).with_member(METHOD);
        bus.start_receive(
            rule.static_clone(),
            Box::new(move |call, bus| {
                if bus.send(call.method_return()).is_err() {
                    log::warn!("the answer to a second launch could not be sent");
                }
                crate::window::bring_to_front(&app);
                // The files it was given (none from an app before this argument).
                let files: Vec<String> = call.read1().unwrap_or_default();
                if !files.is_empty() {
                    log::info!("a second launch handed over {} record file(s)", files.len());
                    crate::files::hand_over(&app, files.into_iter().map(PathBuf::from).collect());
                }
                true
            }),
        );
        let served = std::thread::Builder::new().name("single-instance".into()).spawn(move || loop {
            if let Err(e) = bus.process(Duration::from_secs(3600)) {
                log::warn!("the session bus was lost ({e}): later launches are kept off by the saves' lock");
                break;
            }
        });
        if let Err(e) = served {
            log::warn!("no thread to answer later launches ({e})");
        }
    }
}

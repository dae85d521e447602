//! One app per Linux desktop session: the first launch owns the app's name on the session
//! D-Bus (from its identifier, so per session whatever the data directory, as the plugin did)
//! and answers an `Activate` call by bringing its window to the front; a later launch makes that
//! call and exits before it opens the saves. Without a session bus every launch runs, and the
//! saves' directory lock refuses the later ones (`service::storage`).
//!
//! This is what `tauri-plugin-single-instance` does on Linux, written over the `dbus` crate
//! (libdbus), which tao already links for the desktop portal, rather than the plugin's zbus,
//! which is gone from the binary (docs/performance.md, "What the binary holds": its share of
//! the first step is not measured apart). macOS and Windows keep the plugin.

use std::time::Duration;

use dbus::blocking::stdintf::org_freedesktop_dbus::RequestNameReply;
use dbus::blocking::Connection;
use dbus::channel::{MatchingReceiver, Sender};
use dbus::message::MatchRule;
use tauri::AppHandle;

const METHOD: &str = "Activate";
/// How long a later launch waits for the first one's answer.
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// What this launch is to do.
#[derive(Debug, PartialEq, Eq)]
pub enum Launch {
    /// Run: it is the first launch, or there is no bus to ask.
    Run,
    /// Exit: the app already running has brought its window to the front.
    HandedOver,
}

/// The bus name and object path, from the app's identifier (`org.shuangcheng.boardgames`).
fn names(app: &AppHandle) -> (String, String) {
    let id = &app.config().identifier;
    (format!("{id}.SingleInstance"), format!("/{}/SingleInstance", id.replace(['.', '-'], "/")))
}

/// Claims the app's name on the session bus, or hands over to the app that holds it.
pub fn claim_or_hand_over(app: &AppHandle) -> Launch {
    let bus = match Connection::new_session() {
        Ok(bus) => bus,
        Err(e) => {
            log::info!("no session bus ({e}): a second launch is kept off the saves by their lock only");
            return Launch::Run;
        }
    };
    let (name, path) = names(app);
    match bus.request_name(name.as_str(), false, false, true) {
        Ok(RequestNameReply::PrimaryOwner | RequestNameReply::AlreadyOwner) => {
            serve(bus, app.clone(), name, path);
            Launch::Run
        }
        Ok(RequestNameReply::Exists | RequestNameReply::InQueue) => {
            let asked: Result<(), dbus::Error> = bus
                .with_proxy(name.as_str(), path.as_str(), ANSWER_WITHIN)
                .method_call(name.as_str(), METHOD, ());
            match asked {
                Ok(()) => Launch::HandedOver,
                Err(e) => {
                    log::warn!("the running app did not answer ({e}): this one runs too");
                    Launch::Run
                }
            }
        }
        Err(e) => {
            log::warn!("the app's name on the session bus could not be claimed ({e})");
            Launch::Run
        }
    }
}

/// Answers `Activate` calls on a thread of their own for as long as the app runs.
fn serve(bus: Connection, app: AppHandle, name: String, path: String) {
    let rule = MatchRule::new_method_call().with_path(path).with_interface(name).with_member(METHOD);
    bus.start_receive(
        rule.static_clone(),
        Box::new(move |call, bus| {
            if bus.send(call.method_return()).is_err() {
                log::warn!("the answer to a second launch could not be sent");
            }
            crate::window::bring_to_front(&app);
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

//! File-system faults for the storage tests, made for real where this machine allows: a small
//! tmpfs that fills up, a read-only directory. CI runs as root, which ignores permission bits,
//! so a read-only directory is a read-only bind mount, else an immutable directory
//! (`chattr +i`), else (not root) mode 555. A helper that cannot make its fault says why, and
//! the test fails with that reason: a fault test never passes without its fault.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn run(cmd: &str, args: &[&str]) -> bool {
    attempt(cmd, args).is_ok()
}

/// Runs `cmd`; its error output when it fails.
fn attempt(cmd: &str, args: &[&str]) -> Result<(), String> {
    let out = Command::new(cmd)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{cmd} {}: {e}", args.join(" ")))?;
    if out.status.success() {
        return Ok(());
    }
    Err(format!("{cmd} {}: {}", args.join(" "), String::from_utf8_lossy(&out.stderr).trim()))
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// A mount this test made; unmounted on drop.
pub struct Mount {
    pub dir: PathBuf,
}

impl Mount {
    /// A tmpfs of `kib` KiB at `dir` (created), or why it cannot be mounted here.
    pub fn tmpfs(dir: &Path, kib: usize) -> Result<Mount, String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let size = format!("size={kib}k");
        attempt("mount", &["-t", "tmpfs", "-o", &size, "tmpfs", &dir.display().to_string()])?;
        Ok(Mount { dir: dir.to_path_buf() })
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        run("umount", &["-l", &self.dir.display().to_string()]);
    }
}

/// A directory made read-only for as long as this lives.
pub enum ReadOnly {
    Bind(Mount),
    Immutable(PathBuf),
    Mode(PathBuf),
}

impl ReadOnly {
    /// Makes `dir` read-only by the first means that works here, or says why none did.
    pub fn make(dir: &Path) -> Result<ReadOnly, String> {
        let d = dir.display().to_string();
        let bind = attempt("mount", &["--bind", &d, &d]).and_then(|()| {
            let bind = Mount { dir: dir.to_path_buf() };
            attempt("mount", &["-o", "remount,ro,bind", &d, &d]).map(|()| ReadOnly::Bind(bind))
        });
        let bind_failed = match bind {
            Ok(ro) => return Ok(ro),
            Err(e) => e,
        };
        let chattr_failed = match attempt("chattr", &["+i", &d]) {
            Ok(()) => return Ok(ReadOnly::Immutable(dir.to_path_buf())),
            Err(e) => e,
        };
        if is_root() {
            return Err(format!("as root, mode 555 would not stop a write; {bind_failed}; {chattr_failed}"));
        }
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555))
            .map_err(|e| format!("chmod 555 {d}: {e}"))?;
        Ok(ReadOnly::Mode(dir.to_path_buf()))
    }

    pub fn how(&self) -> &'static str {
        match self {
            ReadOnly::Bind(_) => "a read-only bind mount",
            ReadOnly::Immutable(_) => "chattr +i",
            ReadOnly::Mode(_) => "mode 555",
        }
    }
}

impl Drop for ReadOnly {
    fn drop(&mut self) {
        match self {
            ReadOnly::Bind(_) => {}
            ReadOnly::Immutable(dir) => {
                run("chattr", &["-i", &dir.display().to_string()]);
            }
            ReadOnly::Mode(dir) => {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(&*dir, std::fs::Permissions::from_mode(0o755));
            }
        }
    }
}

//! File-system faults for the storage tests, made for real where this machine allows: a small
//! tmpfs that fills up, a read-only directory. CI runs as root, which ignores permission bits,
//! so a read-only directory is a read-only bind mount, else an immutable directory
//! (`chattr +i`), else (not root) mode 555. Each helper says when it cannot make its fault.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn run(cmd: &str, args: &[&str]) -> bool {
    Command::new(cmd)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// A mount this test made; unmounted on drop.
pub struct Mount {
    pub dir: PathBuf,
}

impl Mount {
    /// A tmpfs of `kib` KiB at `dir` (created), or `None` where mounting is not permitted.
    pub fn tmpfs(dir: &Path, kib: usize) -> Option<Mount> {
        std::fs::create_dir_all(dir).ok()?;
        let size = format!("size={kib}k");
        let ok = run("mount", &["-t", "tmpfs", "-o", &size, "tmpfs", &dir.display().to_string()]);
        ok.then(|| Mount { dir: dir.to_path_buf() })
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
    /// Makes `dir` read-only by the first means that works here.
    pub fn make(dir: &Path) -> Option<ReadOnly> {
        let d = dir.display().to_string();
        if run("mount", &["--bind", &d, &d]) {
            let bind = Mount { dir: dir.to_path_buf() };
            if run("mount", &["-o", "remount,ro,bind", &d, &d]) {
                return Some(ReadOnly::Bind(bind));
            }
        }
        if run("chattr", &["+i", &d]) {
            return Some(ReadOnly::Immutable(dir.to_path_buf()));
        }
        if !is_root() {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).ok()?;
            return Some(ReadOnly::Mode(dir.to_path_buf()));
        }
        None
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

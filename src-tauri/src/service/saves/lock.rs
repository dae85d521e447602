//! One app per data directory: an exclusive OS lock on a file beside the database, held for the
//! life of the process (`flock` on Unix, `LockFileEx` on Windows, through `File::try_lock`).
//! The OS lets it go when the process ends, however it ends, so a stale lock file is harmless;
//! the file itself is never deleted (deleting it would let two processes lock two files).
//! A file system that refuses locks altogether (an NFS home without a lock daemon) gives an
//! unlocked [`DirLock`]: the saves open all the same, and the player is warned (`no-lock`).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::{Failure, Problem};
use crate::service::quote::one_line;

/// The lock file's name inside the data directory.
pub const LOCK_FILE: &str = "shuangcheng.lock";

/// The held lock; dropping it lets go.
#[derive(Debug)]
pub struct DirLock {
    _file: File,
    path: PathBuf,
    /// Why the file system refused to lock, when it did: the saves are open without the lock.
    refused: Option<String>,
}

/// Folders whose file system is made to refuse locks, as NFS without a lock daemon does
/// (the fault tests' stand-in for such a home; see [`refuse_locks_in`]).
static REFUSING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Makes every later lock in `dir` fail as on a file system that has no locks.
#[doc(hidden)]
pub fn refuse_locks_in(dir: &Path) {
    REFUSING.lock().unwrap_or_else(|p| p.into_inner()).push(dir.to_path_buf());
}

fn try_lock(file: &File, dir: &Path) -> Result<(), TryLockError> {
    if REFUSING.lock().unwrap_or_else(|p| p.into_inner()).iter().any(|d| d == dir) {
        let refused = std::io::Error::new(std::io::ErrorKind::Unsupported, "no locks on this file system");
        return Err(TryLockError::Error(refused));
    }
    file.try_lock()
}

impl DirLock {
    /// Takes the lock of `dir`, or fails at once with [`Problem::InUse`] when another process
    /// (or another open of the same file) holds it. A file system that cannot lock at all
    /// gives the lock unheld, with the reason ([`DirLock::refused`]).
    pub fn acquire(dir: &Path) -> Result<DirLock, Failure> {
        let path = dir.join(LOCK_FILE);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| Failure::io("cannot open the lock file", &e))?;
        match try_lock(&file, dir) {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let holder = std::fs::read_to_string(&path).unwrap_or_default();
                let holder = holder.trim();
                let detail = if holder.is_empty() {
                    format!("{} is locked", path.display())
                } else {
                    format!("{} is locked by process {holder}", path.display())
                };
                return Err(Failure::new(Problem::InUse, detail));
            }
            Err(TryLockError::Error(e)) => {
                log::warn!(
                    "{}: the file system refuses locks ({e}); opening the saves without one",
                    path.display()
                );
                let refused = Some(one_line(&format!("{}: {e}", path.display()), 200));
                return Ok(DirLock { _file: file, path, refused });
            }
        }
        // Who holds it, for the message another process shows; only a hint, so a failure to
        // write it changes nothing.
        if let Err(e) = file.set_len(0).and_then(|()| write!(file, "{}", std::process::id())) {
            log::info!("{}: this process's id could not be written in it: {e}", path.display());
        }
        Ok(DirLock { _file: file, path, refused: None })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Why the file system refused the lock, when it did.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_lock_refuses_a_second_holder_until_it_is_let_go() {
        let dir = std::env::temp_dir().join(format!("sc-lock-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let first = DirLock::acquire(&dir).unwrap();
        let second = DirLock::acquire(&dir).unwrap_err();
        assert_eq!(second.problem, Problem::InUse);
        assert!(second.detail.contains(&std::process::id().to_string()), "{}", second.detail);
        drop(first);
        let again = DirLock::acquire(&dir).unwrap();
        assert!(again.path().exists());
        drop(again);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

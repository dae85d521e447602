//! One app per data directory: an exclusive OS lock on a file beside the database, held for the
//! life of the process (`flock` on Unix, `LockFileEx` on Windows, through `File::try_lock`).
//! The OS lets it go when the process ends, however it ends, so a stale lock file is harmless;
//! the file itself is never deleted (deleting it would let two processes lock two files).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::Write;
use std::path::{Path, PathBuf};

use super::problem::{Failure, Problem};

/// The lock file's name inside the data directory.
pub const LOCK_FILE: &str = "shuangcheng.lock";

/// The held lock; dropping it lets go.
#[derive(Debug)]
pub struct DirLock {
    _file: File,
    path: PathBuf,
}

impl DirLock {
    /// Takes the lock of `dir`, or fails at once with [`Problem::InUse`] when another process
    /// (or another open of the same file) holds it.
    pub fn acquire(dir: &Path) -> Result<DirLock, Failure> {
        let path = dir.join(LOCK_FILE);
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(|e| Failure::io("cannot open the lock file", &e))?;
        match file.try_lock() {
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
            Err(TryLockError::Error(e)) => return Err(Failure::io("cannot lock the lock file", &e)),
        }
        // Who holds it, for the message another process shows; only a hint, so a failure to
        // write it changes nothing.
        if let Err(e) = file.set_len(0).and_then(|()| write!(file, "{}", std::process::id())) {
            log::info!("{}: this process's id could not be written in it: {e}", path.display());
        }
        Ok(DirLock { _file: file, path })
    }

    pub fn path(&self) -> &Path {
        &self.path
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

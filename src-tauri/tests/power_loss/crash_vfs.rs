//! A crash VFS after SQLite's own (`src/test6.c`): a shim over the default VFS that keeps every
//! write and truncation a file has not yet synced apart from what is durable, and can "lose
//! power" at the N-th write, truncation or sync. From then on nothing reaches the disk (every
//! write fails), and [`power_cut`] rewrites each file as the disk would hold it: its synced
//! bytes, then each unsynced write kept, dropped or torn (a prefix of its sectors written, the
//! rest of it garbage), in order. Syncs are not passed on: durability here is the model's.
//! Registered as the default VFS, so the app's own open path and store run over it unchanged.

use std::collections::BTreeMap;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use rand::Rng;
use rusqlite::ffi;

const SECTOR: usize = 512;

enum Change {
    Write { at: usize, data: Vec<u8> },
    Truncate { len: usize },
}

impl Change {
    fn apply(&self, bytes: &mut Vec<u8>) {
        match self {
            Change::Write { at, data } => {
                if bytes.len() < at + data.len() {
                    bytes.resize(at + data.len(), 0);
                }
                bytes[*at..at + data.len()].copy_from_slice(data);
            }
            Change::Truncate { len } => bytes.truncate(*len),
        }
    }
}

/// One file as the disk holds it: the synced bytes, and the changes not synced yet.
#[derive(Default)]
struct Disk {
    synced: Vec<u8>,
    pending: Vec<Change>,
}

/// What the disk did with unsynced changes at the last power cut.
#[derive(Default, Debug, Clone, Copy)]
pub struct Cut {
    pub kept: usize,
    pub dropped: usize,
    pub torn: usize,
}

static FILES: Mutex<Option<BTreeMap<String, Disk>>> = Mutex::new(None);
static COUNTDOWN: AtomicUsize = AtomicUsize::new(usize::MAX);
static LOST: AtomicBool = AtomicBool::new(false);
static REAL: OnceLock<usize> = OnceLock::new();

fn files<T>(f: impl FnOnce(&mut BTreeMap<String, Disk>) -> T) -> T {
    let mut guard = FILES.lock().unwrap_or_else(|p| p.into_inner());
    f(guard.get_or_insert_with(BTreeMap::new))
}

fn real() -> *mut ffi::sqlite3_vfs {
    *REAL.get().expect("the crash VFS is registered") as *mut ffi::sqlite3_vfs
}

/// Power goes at the `n`-th write, truncation or sync from now (that one fails).
pub fn arm(n: usize) {
    LOST.store(false, Ordering::SeqCst);
    COUNTDOWN.store(n, Ordering::SeqCst);
}

pub fn lost() -> bool {
    LOST.load(Ordering::SeqCst)
}

/// Counts one write, truncation or sync; false once the power is gone.
fn powered() -> bool {
    if LOST.load(Ordering::SeqCst) {
        return false;
    }
    if COUNTDOWN.fetch_sub(1, Ordering::SeqCst) == 1 {
        LOST.store(true, Ordering::SeqCst);
        return false;
    }
    true
}

/// Rewrites every file as the disk holds it after the power went, and forgets them all.
pub fn power_cut(rng: &mut impl Rng) -> Cut {
    let mut cut = Cut::default();
    let disks = files(std::mem::take);
    for (path, disk) in disks {
        let mut bytes = disk.synced;
        for change in disk.pending {
            match (rng.gen_range(0..3), change) {
                (0, c) => {
                    cut.kept += 1;
                    c.apply(&mut bytes);
                }
                (1, Change::Write { at, mut data }) => {
                    cut.torn += 1;
                    let written = rng.gen_range(0..=data.len() / SECTOR) * SECTOR;
                    rng.fill(&mut data[written..]);
                    Change::Write { at, data }.apply(&mut bytes);
                }
                _ => cut.dropped += 1,
            }
        }
        std::fs::write(&path, &bytes).expect("the file as the disk holds it");
    }
    COUNTDOWN.store(usize::MAX, Ordering::SeqCst);
    LOST.store(false, Ordering::SeqCst);
    cut
}

#[repr(C)]
struct File {
    base: ffi::sqlite3_file,
    real: *mut ffi::sqlite3_file,
    /// The tracked file's path (the database and its journals), `None` for others.
    path: Option<String>,
}

unsafe fn real_file(f: *mut ffi::sqlite3_file) -> *mut ffi::sqlite3_file {
    (*(f as *mut File)).real
}

unsafe fn methods(f: *mut ffi::sqlite3_file) -> &'static ffi::sqlite3_io_methods {
    &*(*real_file(f)).pMethods
}

fn track(path: &str, change: Option<Change>) {
    files(|m| {
        let disk = m
            .entry(path.to_string())
            .or_insert_with(|| Disk { synced: std::fs::read(path).unwrap_or_default(), pending: Vec::new() });
        match change {
            Some(c) => disk.pending.push(c),
            None => {
                for c in std::mem::take(&mut disk.pending) {
                    c.apply(&mut disk.synced);
                }
            }
        }
    })
}

unsafe extern "C" fn x_close(f: *mut ffi::sqlite3_file) -> c_int {
    let file = &mut *(f as *mut File);
    let rc = methods(f).xClose.unwrap()(file.real);
    drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
        file.real as *mut u64,
        ((*real()).szOsFile as usize).div_ceil(8),
    )));
    std::ptr::drop_in_place(&mut file.path);
    rc
}

unsafe extern "C" fn x_write(f: *mut ffi::sqlite3_file, buf: *const c_void, n: c_int, at: i64) -> c_int {
    if !powered() {
        return ffi::SQLITE_IOERR_WRITE;
    }
    let rc = methods(f).xWrite.unwrap()(real_file(f), buf, n, at);
    if let (ffi::SQLITE_OK, Some(path)) = (rc, &(*(f as *mut File)).path) {
        let data = std::slice::from_raw_parts(buf as *const u8, n as usize).to_vec();
        track(path, Some(Change::Write { at: at as usize, data }));
    }
    rc
}

unsafe extern "C" fn x_truncate(f: *mut ffi::sqlite3_file, len: i64) -> c_int {
    if !powered() {
        return ffi::SQLITE_IOERR_TRUNCATE;
    }
    let rc = methods(f).xTruncate.unwrap()(real_file(f), len);
    if let (ffi::SQLITE_OK, Some(path)) = (rc, &(*(f as *mut File)).path) {
        track(path, Some(Change::Truncate { len: len as usize }));
    }
    rc
}

unsafe extern "C" fn x_sync(f: *mut ffi::sqlite3_file, _flags: c_int) -> c_int {
    if !powered() {
        return ffi::SQLITE_IOERR_FSYNC;
    }
    if let Some(path) = &(*(f as *mut File)).path {
        track(path, None);
    }
    ffi::SQLITE_OK
}

macro_rules! forward {
    ($name:ident, $field:ident, ($($arg:ident: $ty:ty),*)) => {
        unsafe extern "C" fn $name(f: *mut ffi::sqlite3_file $(, $arg: $ty)*) -> c_int {
            methods(f).$field.unwrap()(real_file(f) $(, $arg)*)
        }
    };
}

forward!(x_read, xRead, (buf: *mut c_void, n: c_int, at: i64));
forward!(x_file_size, xFileSize, (size: *mut i64));
forward!(x_lock, xLock, (level: c_int));
forward!(x_unlock, xUnlock, (level: c_int));
forward!(x_check_reserved_lock, xCheckReservedLock, (out: *mut c_int));
forward!(x_file_control, xFileControl, (op: c_int, arg: *mut c_void));
forward!(x_sector_size, xSectorSize, ());
forward!(x_device_characteristics, xDeviceCharacteristics, ());
forward!(x_shm_map, xShmMap, (page: c_int, size: c_int, extend: c_int, out: *mut *mut c_void));
forward!(x_shm_lock, xShmLock, (offset: c_int, n: c_int, flags: c_int));
forward!(x_shm_unmap, xShmUnmap, (delete: c_int));

unsafe extern "C" fn x_shm_barrier(f: *mut ffi::sqlite3_file) {
    methods(f).xShmBarrier.unwrap()(real_file(f))
}

static METHODS: ffi::sqlite3_io_methods = ffi::sqlite3_io_methods {
    iVersion: 2,
    xClose: Some(x_close),
    xRead: Some(x_read),
    xWrite: Some(x_write),
    xTruncate: Some(x_truncate),
    xSync: Some(x_sync),
    xFileSize: Some(x_file_size),
    xLock: Some(x_lock),
    xUnlock: Some(x_unlock),
    xCheckReservedLock: Some(x_check_reserved_lock),
    xFileControl: Some(x_file_control),
    xSectorSize: Some(x_sector_size),
    xDeviceCharacteristics: Some(x_device_characteristics),
    xShmMap: Some(x_shm_map),
    xShmLock: Some(x_shm_lock),
    xShmBarrier: Some(x_shm_barrier),
    xShmUnmap: Some(x_shm_unmap),
    xFetch: None,
    xUnfetch: None,
};

unsafe extern "C" fn x_open(
    _vfs: *mut ffi::sqlite3_vfs,
    name: *const c_char,
    f: *mut ffi::sqlite3_file,
    flags: c_int,
    out_flags: *mut c_int,
) -> c_int {
    (*f).pMethods = std::ptr::null();
    if lost() {
        return ffi::SQLITE_CANTOPEN;
    }
    let words = ((*real()).szOsFile as usize).div_ceil(8);
    let real_file = Box::into_raw(vec![0u64; words].into_boxed_slice()) as *mut ffi::sqlite3_file;
    let rc = (*real()).xOpen.unwrap()(real(), name, real_file, flags, out_flags);
    if rc != ffi::SQLITE_OK || (*real_file).pMethods.is_null() {
        drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(real_file as *mut u64, words)));
        return rc;
    }
    let tracked = ffi::SQLITE_OPEN_MAIN_DB | ffi::SQLITE_OPEN_WAL | ffi::SQLITE_OPEN_MAIN_JOURNAL;
    let path = (!name.is_null() && flags & tracked != 0)
        .then(|| CStr::from_ptr(name).to_string_lossy().into_owned());
    if let Some(p) = &path {
        files(|m| {
            m.entry(p.clone()).or_insert_with(|| Disk {
                synced: std::fs::read(p).unwrap_or_default(),
                pending: Vec::new(),
            });
        });
    }
    std::ptr::write(
        f as *mut File,
        File { base: ffi::sqlite3_file { pMethods: &METHODS }, real: real_file, path },
    );
    rc
}

unsafe extern "C" fn x_delete(_vfs: *mut ffi::sqlite3_vfs, name: *const c_char, sync_dir: c_int) -> c_int {
    if !powered() {
        return ffi::SQLITE_IOERR_DELETE;
    }
    // A deletion is taken as durable at once (SQLite syncs the directory after it).
    files(|m| m.remove(CStr::from_ptr(name).to_string_lossy().as_ref()));
    (*real()).xDelete.unwrap()(real(), name, sync_dir)
}

/// Registers the crash VFS as SQLite's default, over the default it had.
pub fn register() {
    REAL.get_or_init(|| unsafe {
        let real = ffi::sqlite3_vfs_find(std::ptr::null());
        assert!(!real.is_null(), "SQLite has a default VFS");
        let mut vfs: ffi::sqlite3_vfs = std::ptr::read(real);
        vfs.szOsFile = std::mem::size_of::<File>() as c_int;
        vfs.zName = c"crash".as_ptr();
        vfs.pNext = std::ptr::null_mut();
        vfs.xOpen = Some(x_open);
        vfs.xDelete = Some(x_delete);
        let rc = ffi::sqlite3_vfs_register(Box::into_raw(Box::new(vfs)), 1);
        assert_eq!(rc, ffi::SQLITE_OK);
        real as usize
    });
}

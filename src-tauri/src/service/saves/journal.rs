//! Reading SQLite's write-ahead journal (`<db>-wal`) before SQLite does, to find committed
//! changes that a damaged frame would make SQLite drop without a word.
//!
//! SQLite replays the journal up to the first frame whose checksum or salt does not match and
//! silently ignores the rest: right for the last transaction, which a power cut may have torn
//! before it was acknowledged; wrong for the acknowledged ones behind a damaged frame. Two or more
//! commit frames of the journal's generation after the damage (or, behind a damaged header, two
//! or more commit frames of one pass holding pages the database file lacks) prove that
//! acknowledged changes would be lost, and the caller keeps a copy of the files before SQLite
//! touches them.
//! Format: <https://www.sqlite.org/fileformat2.html#walformat>.

use std::path::Path;

const HEADER: usize = 32;
const FRAME_HEADER: usize = 24;

/// What is wrong with a journal whose damage would lose committed changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// Frames SQLite will replay.
    pub good_frames: usize,
    /// Committed transactions after the damage that SQLite will drop.
    pub lost_commits: usize,
    pub what: String,
}

fn be32(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// SQLite's WAL checksum: pairs of 32-bit words (big- or little-endian, as the magic says),
/// accumulated over the header and then over every frame in turn.
fn checksum(data: &[u8], big_endian: bool, mut s: (u32, u32)) -> (u32, u32) {
    for pair in data.chunks_exact(8) {
        let word = |i: usize| {
            let w = [pair[i], pair[i + 1], pair[i + 2], pair[i + 3]];
            if big_endian {
                u32::from_be_bytes(w)
            } else {
                u32::from_le_bytes(w)
            }
        };
        s.0 = s.0.wrapping_add(word(0)).wrapping_add(s.1);
        s.1 = s.1.wrapping_add(word(4)).wrapping_add(s.0);
    }
    s
}

fn read_or_empty(path: &Path) -> std::io::Result<Vec<u8>> {
    match std::fs::read(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        read => read,
    }
}

/// Checks the journal `<db>-wal` at `path` against its database file; `Ok(None)` when there is
/// none, it is empty, or SQLite will replay everything in it that was committed.
pub fn check(path: &Path) -> std::io::Result<Option<Damage>> {
    let journal = read_or_empty(path)?;
    if journal.is_empty() {
        return Ok(None);
    }
    let main = read_or_empty(
        &path.with_file_name(
            path.file_name()
                .map_or_else(Default::default, |n| n.to_string_lossy().trim_end_matches("-wal").to_string()),
        ),
    )?;
    Ok(check_bytes(&journal, &main))
}

/// [`check`] on the bytes of the journal `b` and of its database file `main`.
pub fn check_bytes(b: &[u8], main: &[u8]) -> Option<Damage> {
    let Some(h) = Header::read(b) else {
        return behind_a_damaged_header(b, main);
    };
    let good = h.valid_frames(b);
    // The end of what SQLite replays. Frames written after it in the same pass (same salts,
    // each checksum following on from the one stored in the frame before it, so a damaged
    // page does not break the chain) that commit would be dropped. Frames left from an older
    // pass over these offsets (after a torn transaction was written over) do not follow on,
    // and are no loss. The last commit may be a transaction torn by a power cut before it was
    // acknowledged, so only an earlier one proves loss.
    let mut frames = b[HEADER..].chunks_exact(h.frame_len()).skip(good);
    let damaged = frames.next()?;
    let commits = |f: &[u8]| (be32(f, 8), be32(f, 12)) == h.salts && be32(f, 4) != 0;
    let mut lost_commits = usize::from(commits(damaged));
    let mut sum = (be32(damaged, 16), be32(damaged, 20));
    for frame in frames {
        let next = checksum(&frame[FRAME_HEADER..], h.big_endian, checksum(&frame[..8], h.big_endian, sum));
        if (be32(frame, 8), be32(frame, 12)) != h.salts || next != (be32(frame, 16), be32(frame, 20)) {
            break;
        }
        lost_commits += usize::from(commits(frame));
        sum = next;
    }
    (lost_commits >= 2).then(|| Damage {
        good_frames: good,
        lost_commits,
        what: format!(
            "frame {} of the journal is damaged; {lost_commits} committed transactions follow it",
            good + 1
        ),
    })
}

/// A header SQLite rejects makes it ignore the whole journal. That loses acknowledged changes
/// only if the newest pass of frames holds two or more commits whose pages the database file
/// lacks. SQLite starts the journal over (a new pass: salt-1 one higher, new salt-2) only after
/// copying all of it into the database, so every older pass left further on in the file is in
/// the database already, overwritten since by newer pages, and is no loss. A header torn by a
/// power cut while SQLite started over (it syncs the header before any frame) leaves at most one
/// unacknowledged commit of the new pass (found by `tests/power_loss.rs`). Without a database
/// file to compare with, any frame is taken for a loss.
fn behind_a_damaged_header(b: &[u8], main: &[u8]) -> Option<Damage> {
    let frames = b.len().saturating_sub(HEADER);
    let damage = |lost_commits| Damage {
        good_frames: 0,
        lost_commits,
        what: format!("the journal's header is damaged ({frames} bytes of frames ignored)"),
    };
    let Some(page_size) = database_page_size(main) else {
        return (frames > 0).then(|| damage(0));
    };
    let salts = |f: &[u8]| (be32(f, 8), be32(f, 12));
    let written: Vec<&[u8]> =
        b[HEADER..].chunks_exact(FRAME_HEADER + page_size).filter(|f| be32(f, 0) != 0).collect();
    // Salt-1 counts passes and may wrap: the newest is the one no other is ahead of.
    let newest_pass =
        written.iter().map(|f| salts(f)).max_by(|a, b| (a.0.wrapping_sub(b.0) as i32).cmp(&0))?;
    let pass: Vec<&[u8]> = written.into_iter().filter(|f| salts(f) == newest_pass).collect();
    let commits = pass.iter().filter(|f| be32(f, 4) != 0).count();
    let newest_images: std::collections::HashMap<u32, &[u8]> =
        pass.iter().map(|f| (be32(f, 0), &f[FRAME_HEADER..])).collect();
    let held = newest_images.iter().all(|(&page, image)| {
        let at = (page as usize - 1) * page_size;
        main.get(at..at + page_size) == Some(*image)
    });
    (commits >= 2 && !held).then(|| damage(commits))
}

/// The page size a database file's header gives, if it is one.
fn database_page_size(main: &[u8]) -> Option<usize> {
    if main.len() < 100 || &main[..16] != b"SQLite format 3\0" {
        return None;
    }
    let size = match u16::from_be_bytes([main[16], main[17]]) {
        1 => 65536,
        n => usize::from(n),
    };
    (size >= 512 && size.is_power_of_two()).then_some(size)
}

/// A journal header SQLite accepts.
struct Header {
    big_endian: bool,
    page_size: usize,
    salts: (u32, u32),
    sum: (u32, u32),
}

impl Header {
    fn read(b: &[u8]) -> Option<Header> {
        if b.len() < HEADER {
            return None;
        }
        let magic = be32(b, 0);
        let page_size = be32(b, 8) as usize;
        let ok = (magic == 0x377f_0682 || magic == 0x377f_0683)
            && (512..=65536).contains(&page_size)
            && page_size.is_power_of_two()
            && checksum(&b[..24], magic & 1 == 1, (0, 0)) == (be32(b, 24), be32(b, 28));
        ok.then(|| Header {
            big_endian: magic & 1 == 1,
            page_size,
            salts: (be32(b, 16), be32(b, 20)),
            sum: (be32(b, 24), be32(b, 28)),
        })
    }

    fn frame_len(&self) -> usize {
        FRAME_HEADER + self.page_size
    }

    /// How many frames from the start carry this journal's salts and a checksum that follows on.
    fn valid_frames(&self, b: &[u8]) -> usize {
        let mut sum = self.sum;
        for (good, frame) in b[HEADER..].chunks_exact(self.frame_len()).enumerate() {
            let own_salts = (be32(frame, 8), be32(frame, 12));
            let next = checksum(
                &frame[FRAME_HEADER..],
                self.big_endian,
                checksum(&frame[..8], self.big_endian, sum),
            );
            if be32(frame, 0) == 0 || own_salts != self.salts || next != (be32(frame, 16), be32(frame, 20)) {
                return good;
            }
            sum = next;
        }
        (b.len() - HEADER) / self.frame_len()
    }
}

/// What SQLite replays from a journal: the database as of its last valid commit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    pub page_size: usize,
    /// The database's size in pages after that commit.
    pub db_pages: u32,
    /// Each replayed frame's page number and the offset of its page in the journal, in order.
    pub frames: Vec<(u32, usize)>,
}

impl Replayed {
    /// The pages of the database the journal does not hold: they must come from the main file.
    pub fn pages_from_main_file(&self) -> impl Iterator<Item = u32> + '_ {
        let held: std::collections::HashSet<u32> = self.frames.iter().map(|f| f.0).collect();
        (1..=self.db_pages).filter(move |p| !held.contains(p))
    }

    /// The database as SQLite would read it: `main` with every replayed page written over it
    /// (a checkpoint), cut or padded with zeros to the committed size.
    pub fn apply(&self, main: &[u8], journal: &[u8]) -> Vec<u8> {
        let mut image = main.to_vec();
        image.resize(self.db_pages as usize * self.page_size, 0);
        for &(page, at) in &self.frames {
            let to = (page as usize - 1) * self.page_size;
            if to + self.page_size <= image.len() {
                image[to..to + self.page_size].copy_from_slice(&journal[at..at + self.page_size]);
            }
        }
        image
    }
}

/// The committed part of a journal, `None` when it holds no commit SQLite would replay.
pub fn replayed(b: &[u8]) -> Option<Replayed> {
    let h = Header::read(b)?;
    let frames: Vec<&[u8]> = b[HEADER..].chunks_exact(h.frame_len()).take(h.valid_frames(b)).collect();
    let last_commit = frames.iter().rposition(|f| be32(f, 4) != 0)?;
    Some(Replayed {
        page_size: h.page_size,
        db_pages: be32(frames[last_commit], 4),
        frames: (0..=last_commit)
            .map(|i| (be32(frames[i], 0), HEADER + i * h.frame_len() + FRAME_HEADER))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: usize = 512;

    /// A database file of `pages` pages, page n filled with the byte n.
    fn database(pages: u8) -> Vec<u8> {
        let mut main: Vec<u8> = (1..=pages).flat_map(|n| vec![n; PAGE]).collect();
        main[..16].copy_from_slice(b"SQLite format 3\0");
        main[16..18].copy_from_slice(&(PAGE as u16).to_be_bytes());
        main
    }

    /// A journal whose header is zeros (torn), then `frames`: (page, commit, salt, page image).
    fn torn_journal(frames: &[(u32, bool, u32, Vec<u8>)]) -> Vec<u8> {
        let mut b = vec![0; HEADER];
        for (page, commit, salt, image) in frames {
            for word in [*page, u32::from(*commit) * 9, *salt, *salt, 0, 0] {
                b.extend(word.to_be_bytes());
            }
            b.extend(image);
        }
        b
    }

    fn page_of(main: &[u8], n: usize) -> Vec<u8> {
        main[(n - 1) * PAGE..n * PAGE].to_vec()
    }

    #[test]
    fn a_header_torn_while_the_journal_started_over_hides_nothing_the_database_lacks() {
        let main = database(3);
        // The older pass, already copied into the database; then one unacknowledged commit of the
        // new pass, written over its first frame.
        let journal = torn_journal(&[
            (2, false, 7, vec![0xee; PAGE]),
            (2, true, 6, page_of(&main, 2)),
            (3, true, 6, page_of(&main, 3)),
            (1, true, 6, page_of(&main, 1)),
        ]);
        assert_eq!(check_bytes(&journal, &main), None);
    }

    #[test]
    fn older_passes_left_behind_a_damaged_header_are_in_the_database_already() {
        let main = database(3);
        // Pass 6, copied into the database before pass 7 started over; pass 5 further on, copied
        // before pass 6 started and overwritten by it since: its pages differ from the database's.
        let journal = torn_journal(&[
            (2, true, 6, page_of(&main, 2)),
            (3, true, 6, page_of(&main, 3)),
            (2, false, 5, vec![0x55; PAGE]),
            (2, true, 5, vec![0x55; PAGE]),
            (3, true, 5, vec![0x55; PAGE]),
        ]);
        assert_eq!(check_bytes(&journal, &main), None);
        // Salt-1 wraps: a pass numbered 0 is newer than one numbered u32::MAX.
        let journal = torn_journal(&[
            (2, true, 0, page_of(&main, 2)),
            (3, true, 0, page_of(&main, 3)),
            (2, true, u32::MAX, vec![0x55; PAGE]),
            (3, true, u32::MAX, vec![0x55; PAGE]),
        ]);
        assert_eq!(check_bytes(&journal, &main), None);
    }

    #[test]
    fn a_damaged_header_over_commits_the_database_lacks_is_a_loss() {
        let main = database(3);
        let journal = torn_journal(&[(2, true, 6, vec![0xaa; PAGE]), (3, true, 6, vec![0xbb; PAGE])]);
        let damage = check_bytes(&journal, &main).expect("two commits would be lost");
        assert_eq!(damage.lost_commits, 2);
        assert!(damage.what.contains("header is damaged"), "{}", damage.what);
        // Without the database to compare with, the frames are taken for a loss.
        assert!(check_bytes(&journal, &[]).is_some());
    }

    #[test]
    fn one_commit_behind_a_damaged_header_may_be_the_torn_last_transaction() {
        let main = database(3);
        let journal = torn_journal(&[(2, false, 6, vec![0xaa; PAGE]), (3, true, 6, vec![0xbb; PAGE])]);
        assert_eq!(check_bytes(&journal, &main), None);
    }
}

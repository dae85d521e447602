//! Texel tuning of Twin Cities' evaluation weights (the master's `Weights::TUNED`):
//!
//! ```sh
//! cargo run --release -p shuangcheng-engine --example tune_twin_cities -- \
//!     --games 1000 --depth 3 --jobs 2 --save /tmp/tc-samples.txt
//! cargo run --release -p shuangcheng-engine --example tune_twin_cities -- --load /tmp/tc-samples.txt \
//!     --verify 200 --depth 3
//! ```
//!
//! Plays self-play games with the master at a fixed depth (the first plies random), keeps the
//! quiet positions labelled with the result, fits the logistic scale for the current weights,
//! then fits the weights, and prints them as Rust for `engine/src/twin_cities/ai/eval.rs`.
//! Every tenth game is held out whole to check that the fit generalises (a game's positions are
//! alike, so a game split between the fit and the check would flatter the fit); `--verify N`
//! then plays N games (fixed depth, random openings, sides alternating) of the tuned weights
//! against the starting ones.

use std::fs;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use shuangcheng_engine::twin_cities::ai::eval::{feature, Weights};
use shuangcheng_engine::twin_cities::ai::tune::{
    compare, error, fit, fit_scale, self_play_game, split_by_game, Sample, SelfPlay,
};

struct Options {
    games: u64,
    seed: u64,
    jobs: usize,
    epochs: usize,
    config: SelfPlay,
    save: Option<String>,
    load: Option<String>,
    start: Weights,
    /// Games of the tuned weights against the starting ones after the fit.
    verify: u64,
}

fn main() {
    let options = match parse(std::env::args().skip(1).collect()) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tune_twin_cities: {e}");
            std::process::exit(2);
        }
    };
    let samples = match &options.load {
        Some(path) => load(path).unwrap_or_else(|e| fail(path, e)),
        None => generate(&options),
    };
    let (train, valid) = split_by_game(&samples);
    println!("{} positions: {} to fit, {} held out", samples.len(), train.len(), valid.len());
    let k = fit_scale(&train, &options.start);
    let floats = |w: &Weights| w.0.map(|x| x as f64);
    println!(
        "scale {k:.3}; error before: fit {:.5}, held out {:.5}",
        error(&train, &floats(&options.start), k),
        error(&valid, &floats(&options.start), k)
    );
    let tuned =
        fit(&train, &options.start, k, options.epochs, |epoch, e| eprintln!("epoch {epoch}: error {e:.5}"));
    println!(
        "error after: fit {:.5}, held out {:.5}",
        error(&train, &floats(&tuned), k),
        error(&valid, &floats(&tuned), k)
    );
    for (name, w) in feature::NAMES.iter().zip(tuned.0) {
        println!("  {name:>20} {w:>6}");
    }
    println!("pub const TUNED: Weights = Weights({:?});", tuned.0);
    if options.verify > 0 {
        let (w, l, d) = compare(options.config, tuned, options.start, options.verify, options.seed + 1);
        let score = (w as f64 + d as f64 / 2.0) / options.verify as f64 * 100.0;
        println!(
            "tuned against the starting weights, depth {}: {w} wins, {l} losses, {d} draws ({score:.1}%)",
            options.config.depth
        );
    }
}

fn fail(path: &str, e: impl std::fmt::Display) -> ! {
    eprintln!("tune_twin_cities: {path}: {e}");
    std::process::exit(2);
}

fn parse(args: Vec<String>) -> Result<Options, String> {
    let mut o = Options {
        games: 2000,
        seed: 1,
        jobs: 1,
        epochs: 2000,
        config: SelfPlay::default(),
        save: None,
        load: None,
        start: Weights::LEGACY,
        verify: 0,
    };
    let mut it = args.into_iter();
    while let Some(name) = it.next() {
        let value = it.next().ok_or_else(|| format!("{name} needs a value"))?;
        let number =
            || value.parse::<u64>().map_err(|_| format!("bad {name} '{value}': expected a whole number"));
        match name.as_str() {
            "--games" => o.games = number()?,
            "--seed" => o.seed = number()?,
            "--jobs" => o.jobs = number()?.clamp(1, 64) as usize,
            "--epochs" => o.epochs = number()? as usize,
            "--depth" => o.config.depth = number()?.clamp(1, 20) as i32,
            "--random-plies" => o.config.random_plies = number()? as usize,
            "--save" => o.save = Some(value),
            "--load" => o.load = Some(value),
            "--verify" => o.verify = number()?,
            "--from" if value == "tuned" => o.start = Weights::TUNED,
            "--from" if value == "legacy" => o.start = Weights::LEGACY,
            _ => return Err(format!("unknown option {name} {value}")),
        }
    }
    Ok(o)
}

/// Self-play on `jobs` threads; game `i` is seeded from the seed and `i`. With `--save`, each
/// game's positions are appended to the file as they come, so a long run can be stopped and
/// its positions used with `--load`.
fn generate(o: &Options) -> Vec<Sample> {
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let samples = Mutex::new(Vec::new());
    let mut file = o.save.as_ref().map(|path| {
        let f = fs::OpenOptions::new().create(true).append(true).open(path);
        (path, f.unwrap_or_else(|e| fail(path, e)))
    });
    let file = Mutex::new(&mut file);
    std::thread::scope(|s| {
        for _ in 0..o.jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= o.games {
                    break;
                }
                let game = self_play_game(o.config, o.start, o.seed.wrapping_mul(1_000_003).wrapping_add(i));
                let mut all = samples.lock().expect("no thread panicked");
                if let Some((path, f)) = file.lock().expect("no thread panicked").as_mut() {
                    let lines: String = game.iter().map(|s| s.to_line() + "\n").collect();
                    f.write_all(lines.as_bytes()).unwrap_or_else(|e| fail(path, e));
                }
                all.extend(game);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(100) {
                    eprintln!("{n} games, {} positions", all.len());
                }
            });
        }
    });
    samples.into_inner().expect("no thread panicked")
}

fn load(path: &str) -> Result<Vec<Sample>, String> {
    let text = fs::read_to_string(path).map_err(|e| e.to_string())?;
    text.lines()
        .enumerate()
        .map(|(n, line)| Sample::from_line(line).map_err(|e| format!("line {}: {e}", n + 1)))
        .collect()
}

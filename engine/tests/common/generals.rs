//! Generals positions played from their notation, and the legal actions of one unit.

use shuangcheng_engine::generals::Generals;

pub fn pos(s: &str) -> Generals {
    super::pos(s)
}

/// The position after playing `actions` from `start`, each checked for legality.
pub fn play(start: &str, actions: &[&str]) -> Generals {
    super::play(&pos(start), actions)
}

/// The position after `actions`, written.
pub fn text(start: &str, actions: &[&str]) -> String {
    play(start, actions).to_string()
}

pub fn legal(p: &Generals) -> Vec<String> {
    super::legal_list(p)
}

/// The whole legal set after `actions`, sorted.
pub fn legal_after(start: &str, actions: &[&str]) -> Vec<String> {
    let mut v = legal(&play(start, actions));
    v.sort();
    v
}

/// The legal actions starting with `prefix` (e.g. `r1` or `r1x`), sorted.
pub fn legal_for(p: &Generals, prefix: &str) -> Vec<String> {
    let mut v: Vec<String> = legal(p).into_iter().filter(|a| a.starts_with(prefix)).collect();
    v.sort();
    v
}

/// The unit's token in the position (`r1=LI@b3:1`), or None when it is gone.
pub fn unit(p: &Generals, id: &str) -> Option<String> {
    let s = p.to_string();
    let units = s.split(' ').nth(2).unwrap_or("").to_string();
    units.split(',').find(|t| t.starts_with(&format!("{id}="))).map(|t| t.to_string())
}

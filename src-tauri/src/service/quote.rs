//! Error messages on the wire: one line and bounded, whatever they quote. Input inside a
//! message is quoted through the engine's [`shuangcheng_engine::excerpt`] (at most 80
//! characters, control characters escaped); the whole message is then cut here.

/// The most characters of an error message on the wire (`AppError.message`).
pub const MESSAGE_MAX: usize = 300;

/// `text` on one line (every control character, newlines included, becomes a space) and at
/// most `max` characters, an ellipsis marking a cut.
pub fn one_line(text: &str, max: usize) -> String {
    let mut chars = text.chars().map(|c| if c.is_control() { ' ' } else { c });
    let mut out: String = chars.by_ref().take(max).collect();
    if chars.next().is_some() {
        out.pop();
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_one_short_line() {
        assert_eq!(one_line("5-3", 10), "5-3");
        assert_eq!(one_line("a\nb\r\tc", 10), "a b  c");
        let long = "象".repeat(1000);
        let cut = one_line(&long, MESSAGE_MAX);
        assert_eq!(cut.chars().count(), MESSAGE_MAX);
        assert!(cut.ends_with('…'));
        assert_eq!(one_line(&"x".repeat(8), 8), "x".repeat(8), "exactly the limit is not cut");
        assert_eq!(one_line("", 5), "");
    }
}

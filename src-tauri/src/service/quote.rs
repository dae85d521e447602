//! Untrusted text inside error messages: on one line and bounded, so that an error quoting an
//! id, an action, a position or an imported record is still a short, one-line message.

/// The most characters of a piece of input an error quotes.
pub const QUOTE_MAX: usize = 80;

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

/// A piece of input as an error quotes it: one line, at most [`QUOTE_MAX`] characters.
pub fn quote(input: &str) -> String {
    one_line(input, QUOTE_MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_one_short_line() {
        assert_eq!(quote("5-3"), "5-3");
        assert_eq!(quote("a\nb\r\tc"), "a b  c");
        let long = "象".repeat(1000);
        let q = quote(&long);
        assert_eq!(q.chars().count(), QUOTE_MAX);
        assert!(q.ends_with('…'));
        assert_eq!(quote(&"x".repeat(QUOTE_MAX)), "x".repeat(QUOTE_MAX), "exactly the limit is not cut");
        assert_eq!(one_line("", 5), "");
    }
}

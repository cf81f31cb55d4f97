//! One line of the Hub protocol: a command and its `name=value` arguments, read and written.

/// One protocol line: a command and its `name=value` arguments (a flag has an empty value).
pub struct Line {
    pub command: String,
    args: Vec<(String, String)>,
}

impl Line {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

/// Splits a line into its command and arguments; `None` for an empty line or a missing quote.
pub fn parse_line(text: &str) -> Option<Line> {
    let mut chars = text.trim().chars().peekable();
    let mut words: Vec<(String, String)> = Vec::new();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut name = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == '=' {
                break;
            }
            name.push(c);
            chars.next();
        }
        let mut value = String::new();
        if chars.peek() == Some(&'=') {
            chars.next();
            if chars.peek() == Some(&'"') {
                chars.next();
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some(c) => value.push(c),
                        None => return None,
                    }
                }
            } else {
                while let Some(&c) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    value.push(c);
                    chars.next();
                }
            }
        }
        words.push((name, value));
    }
    let mut words = words.into_iter();
    let (command, _) = words.next()?;
    Some(Line {
        command,
        args: words.collect(),
    })
}

/// A value in protocol form: quoted when it is empty or holds a space or `=`. The protocol has
/// no escape for `"`, so one inside becomes `'`.
pub fn quote(value: &str) -> String {
    if value.is_empty() || value.contains([' ', '=', '"']) {
        format!("\"{}\"", value.replace('"', "'"))
    } else {
        value.to_string()
    }
}

//! The protocol's text, below the messages: records of `key=value` fields and how numbers,
//! lists, verdicts, moves and lines are written in them and read back, and what is wrong with
//! a message that cannot be read ([`ProtocolError`]). The messages themselves are in
//! `text.rs`; the position's form is in `position.rs`.
//!
//! A message is one record a line; a record is a word and its fields, each ` key=value`. A
//! value has no space: a list of numbers is separated by `,`, a list of moves by `;` (a Bawo
//! placement in notation has commas of its own).

use std::fmt::{self, Display, Write};
use std::str::FromStr;

use crate::{Line, Verdict};
use bao_engine::{parse_move, Move, Position, PositionError, Side};

/// The most characters of a message that an error quotes: the engine's limit for every text
/// given from outside.
pub const EXCERPT: usize = bao_engine::EXCERPT_CHARS;

/// A piece of a message quoted by an error: at most [`EXCERPT`] characters, a longer piece cut
/// with `…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt(String);

impl Excerpt {
    /// The start of `text`, at most [`EXCERPT`] characters of it.
    pub fn of(text: &str) -> Excerpt {
        Excerpt(bao_engine::excerpt(text))
    }

    /// The quoted text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Display for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

/// What is wrong with a message that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Its first word names no message this side reads.
    UnknownKind(Excerpt),
    /// A field that is not `key=value`.
    NotAField(Excerpt),
    /// A field the record does not have.
    UnknownField {
        /// The record's word.
        record: &'static str,
        /// The unknown key.
        key: Excerpt,
    },
    /// A field given twice.
    Repeated(Excerpt),
    /// A field the record needs is missing.
    Missing {
        /// The record's word.
        record: &'static str,
        /// The missing key.
        key: &'static str,
    },
    /// A field's value cannot be read.
    BadValue {
        /// The field's key.
        key: &'static str,
        /// The value, or the part of it that cannot be read.
        value: Excerpt,
    },
    /// A record the message cannot have there (or one too many).
    Unexpected {
        /// The message's word.
        message: &'static str,
        /// The record's word.
        record: Excerpt,
    },
    /// A reply that carries moves, read without the position of the request it answers.
    NoPosition(&'static str),
    /// The request's position is not a valid one.
    Position(PositionError),
}

impl Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::UnknownKind(word) => write!(f, "not a message of the worker's protocol: {word}"),
            ProtocolError::NotAField(text) => write!(f, "{text} is not a key=value field"),
            ProtocolError::UnknownField { record, key } => write!(f, "a {record} record has no field {key}"),
            ProtocolError::Repeated(key) => write!(f, "the field {key} is given twice"),
            ProtocolError::Missing { record, key } => write!(f, "a {record} record without {key}"),
            ProtocolError::BadValue { key, value } => write!(f, "{key}: cannot read {value}"),
            ProtocolError::Unexpected { message, record } => write!(f, "a {message} message has no {record} record there"),
            ProtocolError::NoPosition(message) => write!(f, "a {message} reply read without the position it answers"),
            ProtocolError::Position(error) => error.fmt(f),
        }
    }
}

/// The error of a value that cannot be read.
pub fn bad(key: &'static str, value: &str) -> ProtocolError {
    ProtocolError::BadValue { key, value: Excerpt::of(value) }
}

/// Splits a line into its first word and the rest after one space.
pub fn split_word(line: &str) -> (&str, &str) {
    line.split_once(' ').unwrap_or((line, ""))
}

/// One record of a message read: its fields, each checked against the keys it may have.
pub struct WireRecord<'a> {
    word: &'static str,
    fields: Vec<(&'a str, &'a str)>,
}

impl<'a> WireRecord<'a> {
    /// Reads the fields `text` of a `word` record whose keys are among `keys`, each at most once.
    pub fn read(word: &'static str, text: &'a str, keys: &[&str]) -> Result<WireRecord<'a>, ProtocolError> {
        let mut fields: Vec<(&str, &str)> = Vec::new();
        for field in text.split(' ').filter(|field| !field.is_empty()) {
            let (key, value) = field.split_once('=').ok_or_else(|| ProtocolError::NotAField(Excerpt::of(field)))?;
            if !keys.contains(&key) {
                return Err(ProtocolError::UnknownField { record: word, key: Excerpt::of(key) });
            }
            if fields.iter().any(|(seen, _)| *seen == key) {
                return Err(ProtocolError::Repeated(Excerpt::of(key)));
            }
            fields.push((key, value));
        }
        Ok(WireRecord { word, fields })
    }

    /// The value of `key`, if given.
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.fields.iter().find(|(seen, _)| *seen == key).map(|(_, value)| *value)
    }

    /// The value of `key`, which the record needs.
    pub fn need(&self, key: &'static str) -> Result<&'a str, ProtocolError> {
        self.get(key).ok_or(ProtocolError::Missing { record: self.word, key })
    }

    /// The value of `key` read as a number (or `true` / `false`), if given.
    pub fn number<T: FromStr>(&self, key: &'static str) -> Result<Option<T>, ProtocolError> {
        self.get(key).map(|value| number(key, value)).transpose()
    }

    /// The value of `key` read as a number, which the record needs.
    pub fn need_number<T: FromStr>(&self, key: &'static str) -> Result<T, ProtocolError> {
        number(key, self.need(key)?)
    }
}

/// The lines of a message after its first, each split into its word and its fields.
pub fn records(text: &str) -> impl Iterator<Item = (&str, &str)> {
    text.split('\n').filter(|line| !line.is_empty()).map(split_word)
}

/// A number (or `true` / `false`) read from the value of `key`.
pub fn number<T: FromStr>(key: &'static str, value: &str) -> Result<T, ProtocolError> {
    value.parse().map_err(|_| bad(key, value))
}

/// A list of numbers (`1,2,3`; empty: none) read from the value of `key`.
pub fn numbers(key: &'static str, value: &str) -> Result<Vec<u64>, ProtocolError> {
    value.split(',').filter(|item| !item.is_empty()).map(|item| number(key, item)).collect()
}

/// A message being written, a record a line.
pub struct Out(String);

impl Out {
    /// A message whose first record is `word`.
    pub fn new(word: &str) -> Out {
        Out(word.to_string())
    }

    /// Starts the next record, `word`.
    pub fn record(&mut self, word: &str) {
        self.0.push('\n');
        self.0.push_str(word);
    }

    /// Adds the field `key=value` to the record.
    pub fn field(&mut self, key: &str, value: impl Display) {
        // Writing into a String cannot fail.
        let _ = write!(self.0, " {key}={value}");
    }

    /// Adds the field `key=value` when there is a value.
    pub fn some(&mut self, key: &str, value: Option<impl Display>) {
        if let Some(value) = value {
            self.field(key, value);
        }
    }

    /// Adds the field `key=true` when `flag` is set (an absent flag is false).
    pub fn flag(&mut self, key: &str, flag: bool) {
        if flag {
            self.field(key, true);
        }
    }

    /// The message written.
    pub fn done(self) -> String {
        self.0
    }
}

/// A time in milliseconds as a value, to the microsecond: the whole milliseconds and, when
/// there are any, the thousandths after a `.` (`1500`, `1500.250`). Written with integers only,
/// so that the page carries no float formatting; a negative or undefined time is 0.
pub struct Millis(pub f64);

impl Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let micros = (self.0 * 1000.0).round() as u64;
        match micros % 1000 {
            0 => write!(f, "{}", micros / 1000),
            part => write!(f, "{}.{part:03}", micros / 1000),
        }
    }
}

/// A time in milliseconds read from the value of `key` ([`Millis`]: digits, and at most three
/// after a `.`), as the exact quotient of its microseconds.
pub fn millis(key: &'static str, value: &str) -> Result<f64, ProtocolError> {
    let (whole, part) = value.split_once('.').unwrap_or((value, "0"));
    let digits = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(part) || part.len() > 3 {
        return Err(bad(key, value));
    }
    let micros: u64 = number(key, &format!("{whole}{part:0<3}"))?;
    Ok(micros as f64 / 1000.0)
}

/// Items written one after another with a separator: a list value.
pub struct Joined<'a, T>(pub &'a [T], pub char);

impl<T: Display> Display for Joined<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, item) in self.0.iter().enumerate() {
            if index > 0 {
                f.write_char(self.1)?;
            }
            item.fmt(f)?;
        }
        Ok(())
    }
}

/// A verdict as a value: `forced`, `eval:SCORE`, or the winner and the plies to the end
/// (`south:21`).
pub struct VerdictText(pub Verdict);

impl Display for VerdictText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Verdict::Forced => f.write_str("forced"),
            Verdict::Eval(score) => write!(f, "eval:{score}"),
            Verdict::Proven { winner, plies } => write!(f, "{}:{plies}", winner.name()),
        }
    }
}

/// A verdict read from the value of `key` ([`VerdictText`]).
pub fn verdict(key: &'static str, value: &str) -> Result<Verdict, ProtocolError> {
    let read = match value.split_once(':') {
        None if value == "forced" => Some(Verdict::Forced),
        Some(("eval", score)) => score.parse().ok().map(Verdict::Eval),
        Some((side, plies)) => Side::from_name(side).zip(plies.parse().ok()).map(|(winner, plies)| Verdict::Proven { winner, plies }),
        None => None,
    };
    read.ok_or_else(|| bad(key, value))
}

/// A move in notation read from the value of `key` in `at` (whose side to move owns a gambit
/// placement).
pub fn read_move(key: &'static str, value: &str, at: &Position) -> Result<Move, ProtocolError> {
    parse_move(at, value).map(|(mv, _)| mv).map_err(|_| bad(key, value))
}

/// The moves of a line from `from` (`;` between them; empty: none), each read in the position
/// the ones before it lead to. The line ends before the first move that cannot be played there.
pub fn read_moves(key: &'static str, value: &str, from: &Position) -> Result<Vec<Move>, ProtocolError> {
    let mut moves = Vec::new();
    if value.is_empty() {
        return Ok(moves);
    }
    let mut at = from.clone();
    for text in value.split(';') {
        let mv = read_move(key, text, &at)?;
        let Ok(played) = at.play(&mv) else { break };
        moves.push(mv);
        at = played.position;
    }
    Ok(moves)
}

/// The keys of a line's record.
pub const LINE_KEYS: [&str; 4] = ["depth", "score", "verdict", "pv"];

/// Writes `line` as the record `word`: its depth, score, verdict and principal variation
/// (whose first move is the line's move).
pub fn write_line(out: &mut Out, word: &str, line: &Line) {
    out.record(word);
    out.field("depth", line.depth);
    out.field("score", line.score);
    out.field("verdict", VerdictText(line.verdict));
    out.field("pv", Joined(&line.pv, ';'));
}

/// Reads a line's record in `from`, the searched position: its move is the first of its
/// principal variation, which is kept even when the position cannot play it.
pub fn read_line(record: &WireRecord<'_>, from: &Position) -> Result<Line, ProtocolError> {
    let text = record.need("pv")?;
    let mut pv = read_moves("pv", text, from)?;
    if pv.is_empty() {
        pv.push(read_move("pv", split_first(text), from)?);
    }
    Ok(Line { mv: pv[0], score: record.need_number("score")?, verdict: verdict("verdict", record.need("verdict")?)?, depth: record.need_number("depth")?, pv })
}

/// The first move of a `;` list.
fn split_first(moves: &str) -> &str {
    moves.split(';').next().unwrap_or(moves)
}

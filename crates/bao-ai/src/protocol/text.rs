//! Each message's text: the one writer and the one reader of every request and reply (the
//! records and values they are made of are `wire.rs`'s, a position is `position.rs`'s).

use crate::review::{Mark, PlyReview};
use crate::{Level, Line};
use bao_engine::{Move, Position, Side};

use super::position::{read_position, PositionText};
use super::wire::{
    bad, millis, numbers, read_line, read_move, read_moves, records, split_word, verdict, Excerpt, Joined, Millis, Out, ProtocolError, VerdictText, WireRecord,
    LINE_KEYS,
};
use super::{Ask, ProveRequest, Reply, ReviewRequest, SearchRequest};

/// The keys of a search request.
const SEARCH_KEYS: [&str; 9] = ["position", "history", "level", "seed", "nodes", "millis", "lines", "search_forced", "until_cancelled"];
/// The keys of a review request.
const REVIEW_KEYS: [&str; 6] = ["position", "history", "played", "depth", "nodes", "study"];
/// The keys of a proof search request.
const PROVE_KEYS: [&str; 5] = ["position", "history", "depth", "nodes", "up_to"];

/// Starts a request's text: its word, its position and its history.
fn asking(word: &str, position: &Position, history: &[u64]) -> Out {
    let mut out = Out::new(word);
    out.field("position", PositionText(&position.to_setup()));
    if !history.is_empty() {
        out.field("history", Joined(history, ','));
    }
    out
}

/// The history of a request's record (none when absent).
fn history(record: &WireRecord<'_>) -> Result<Vec<u64>, ProtocolError> {
    record.get("history").map_or(Ok(Vec::new()), |value| numbers("history", value))
}

/// A flag of a record: `true` or `false`, absent when false.
fn flag(record: &WireRecord<'_>, key: &'static str) -> Result<bool, ProtocolError> {
    Ok(record.number(key)?.unwrap_or(false))
}

impl SearchRequest {
    /// The request as the text the worker reads.
    pub fn write(&self) -> String {
        let mut out = asking("search", &self.position, &self.history);
        out.field("level", self.level);
        out.field("seed", self.seed);
        out.some("nodes", self.nodes);
        out.some("millis", self.millis.map(Millis));
        out.some("lines", self.lines);
        out.flag("search_forced", self.search_forced);
        out.flag("until_cancelled", self.until_cancelled);
        out.done()
    }

    /// Reads a search request's record.
    fn read(record: &WireRecord<'_>) -> Result<SearchRequest, ProtocolError> {
        let level = record.need("level")?;
        Ok(SearchRequest {
            position: read_position("position", record.need("position")?, true)?,
            history: history(record)?,
            level: Level::parse(level).ok_or_else(|| bad("level", level))?,
            seed: record.number("seed")?.unwrap_or(0),
            nodes: record.number("nodes")?,
            millis: record.get("millis").map(|value| millis("millis", value)).transpose()?,
            lines: record.number("lines")?,
            search_forced: flag(record, "search_forced")?,
            until_cancelled: flag(record, "until_cancelled")?,
        })
    }
}

impl ReviewRequest {
    /// The request as the text the worker reads.
    pub fn write(&self) -> String {
        let mut out = asking("review", &self.position, &self.history);
        out.field("played", self.played);
        out.some("depth", self.depth);
        out.some("nodes", self.nodes);
        out.flag("study", self.study);
        out.done()
    }

    /// Reads a review request's record: the position checked as `study` says, the move read in it.
    fn read(record: &WireRecord<'_>) -> Result<ReviewRequest, ProtocolError> {
        let study = flag(record, "study")?;
        let position = read_position("position", record.need("position")?, study)?;
        Ok(ReviewRequest {
            played: read_move("played", record.need("played")?, &position)?,
            position,
            history: history(record)?,
            depth: record.number("depth")?,
            nodes: record.number("nodes")?,
            study,
        })
    }
}

impl ProveRequest {
    /// The request as the text the worker reads.
    pub fn write(&self) -> String {
        let mut out = asking("prove", &self.position, &self.history);
        out.some("depth", self.depth);
        out.field("nodes", self.nodes);
        out.some("up_to", self.up_to);
        out.done()
    }

    /// Reads a proof search request's record.
    fn read(record: &WireRecord<'_>) -> Result<ProveRequest, ProtocolError> {
        Ok(ProveRequest {
            position: read_position("position", record.need("position")?, true)?,
            history: history(record)?,
            depth: record.number("depth")?,
            nodes: record.need_number("nodes")?,
            up_to: record.number("up_to")?,
        })
    }
}

impl Ask {
    /// Reads a request's text (one record).
    pub fn read(text: &str) -> Result<Ask, ProtocolError> {
        let (word, fields) = split_word(text);
        match word {
            "search" => SearchRequest::read(&WireRecord::read("search", fields, &SEARCH_KEYS)?).map(Ask::Search),
            "review" => ReviewRequest::read(&WireRecord::read("review", fields, &REVIEW_KEYS)?).map(Ask::Review),
            "prove" => ProveRequest::read(&WireRecord::read("prove", fields, &PROVE_KEYS)?).map(Ask::Prove),
            _ => Err(ProtocolError::UnknownKind(Excerpt::of(word))),
        }
    }

    /// The request's text.
    pub fn write(&self) -> String {
        match self {
            Ask::Search(request) => request.write(),
            Ask::Review(request) => request.write(),
            Ask::Prove(request) => request.write(),
        }
    }
}

/// Writes each line as a `line` record.
fn write_lines(out: &mut Out, lines: &[Line]) {
    for line in lines {
        super::wire::write_line(out, "line", line);
    }
}

/// Writes a review: its head (with the unmarked moves), its best line and the played move's line.
fn write_review(review: &PlyReview) -> String {
    let mut out = Out::new("reviewed");
    out.field("move", review.mv);
    out.field("depth", review.depth);
    out.field("nodes", review.nodes);
    out.some("mark", review.mark.map(Mark::name));
    if !review.unmarked.is_empty() {
        out.field("unmarked", Joined(&review.unmarked, ';'));
    }
    super::wire::write_line(&mut out, "best", &review.best);
    if let Some(played) = &review.played {
        super::wire::write_line(&mut out, "played", played);
    }
    out.done()
}

impl Reply {
    /// The reply as the text the page reads.
    pub fn write(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Progress { depth, best, score, nodes, verdict, lines } => {
                let mut out = Out::new("progress");
                out.field("depth", depth);
                out.field("best", best);
                out.field("score", score);
                out.field("nodes", nodes);
                out.field("verdict", VerdictText(*verdict));
                write_lines(&mut out, lines);
                out.done()
            }
            Reply::Done { best, side, depth, nodes, verdict, lines } => {
                let mut out = Out::new("done");
                out.some("best", *best);
                out.field("side", side.name());
                out.field("depth", depth);
                out.field("nodes", nodes);
                out.some("verdict", verdict.map(VerdictText));
                write_lines(&mut out, lines);
                out.done()
            }
            Reply::Reviewed { review } => write_review(review),
            Reply::Proved { verdict, best, line } => {
                let mut out = Out::new("proved");
                out.field("verdict", VerdictText(*verdict));
                out.some("best", *best);
                if !line.is_empty() {
                    out.field("line", Joined(line, ';'));
                }
                out.done()
            }
            Reply::Error { message } => format!("error {message}"),
            Reply::Lost { started } => format!("lost started={started}"),
        }
    }

    /// Reads a reply of the worker: its moves in `asked`, the position of the request it
    /// answers (a reply without moves needs none).
    pub fn read(text: &str, asked: Option<&Position>) -> Result<Reply, ProtocolError> {
        if let Some(message) = text.strip_prefix("error ") {
            return Ok(Reply::Error { message: message.to_string() });
        }
        let (head, more) = text.split_once('\n').unwrap_or((text, ""));
        let (word, fields) = split_word(head);
        let (word, keys): (&'static str, &[&str]) = match word {
            "ready" => ("ready", &[]),
            "lost" => ("lost", &["started"]),
            "progress" => ("progress", &["depth", "best", "score", "nodes", "verdict"]),
            "done" => ("done", &["best", "side", "depth", "nodes", "verdict"]),
            "reviewed" => ("reviewed", &["move", "depth", "nodes", "mark", "unmarked"]),
            "proved" => ("proved", &["verdict", "best", "line"]),
            _ => return Err(ProtocolError::UnknownKind(Excerpt::of(word))),
        };
        let head = WireRecord::read(word, fields, keys)?;
        match word {
            "ready" => no_more(word, more).map(|()| Reply::Ready),
            "lost" => no_more(word, more).and_then(|()| Ok(Reply::Lost { started: head.need_number("started")? })),
            _ => {
                let at = asked.ok_or(ProtocolError::NoPosition(word))?;
                read_searched(word, &head, more, at)
            }
        }
    }
}

/// Fails when a message that is one record has more.
fn no_more(message: &'static str, more: &str) -> Result<(), ProtocolError> {
    match records(more).next() {
        Some((record, _)) => Err(ProtocolError::Unexpected { message, record: Excerpt::of(record) }),
        None => Ok(()),
    }
}

/// Reads a reply with moves (`progress`, `done`, `reviewed`, `proved`) in `at`, the searched
/// position.
fn read_searched(word: &'static str, head: &WireRecord<'_>, more: &str, at: &Position) -> Result<Reply, ProtocolError> {
    let best = |key| head.get(key).map(|value| read_move(key, value, at)).transpose();
    Ok(match word {
        "progress" => Reply::Progress {
            depth: head.need_number("depth")?,
            best: read_move("best", head.need("best")?, at)?,
            score: head.need_number("score")?,
            nodes: head.need_number("nodes")?,
            verdict: verdict("verdict", head.need("verdict")?)?,
            lines: read_lines(word, more, at)?,
        },
        "done" => Reply::Done {
            best: best("best")?,
            side: side(head.need("side")?)?,
            depth: head.need_number("depth")?,
            nodes: head.need_number("nodes")?,
            verdict: head.get("verdict").map(|value| verdict("verdict", value)).transpose()?,
            lines: read_lines(word, more, at)?,
        },
        "reviewed" => Reply::Reviewed { review: read_review(head, more, at)? },
        _ => {
            no_more(word, more)?;
            Reply::Proved {
                verdict: verdict("verdict", head.need("verdict")?)?,
                best: best("best")?,
                line: read_moves("line", head.get("line").unwrap_or(""), at)?,
            }
        }
    })
}

/// A side to move by its name.
fn side(value: &str) -> Result<Side, ProtocolError> {
    Side::from_name(value).ok_or_else(|| bad("side", value))
}

/// Reads the `line` records of a `message` in `at`.
fn read_lines(message: &'static str, more: &str, at: &Position) -> Result<Vec<Line>, ProtocolError> {
    records(more)
        .map(|(word, fields)| match word {
            "line" => read_line(&WireRecord::read("line", fields, &LINE_KEYS)?, at),
            _ => Err(ProtocolError::Unexpected { message, record: Excerpt::of(word) }),
        })
        .collect()
}

/// Moves of one position (`;` between them; empty: none), each read in `at`: alternatives,
/// not a line played one after another.
fn read_root_moves(key: &'static str, value: &str, at: &Position) -> Result<Vec<Move>, ProtocolError> {
    let mut moves = Vec::new();
    for text in value.split(';').filter(|text| !text.is_empty()) {
        moves.push(read_move(key, text, at)?);
    }
    Ok(moves)
}

/// Reads a review in `before`, the position before the move: its head, its `best` line and
/// the `played` move's line (absent: a Bawo placement the search did not try).
fn read_review(head: &WireRecord<'_>, more: &str, before: &Position) -> Result<PlyReview, ProtocolError> {
    let (mut best, mut played) = (None, None);
    for (word, fields) in records(more) {
        let (word, slot) = match word {
            "best" if best.is_none() => ("best", &mut best),
            "played" if played.is_none() => ("played", &mut played),
            _ => return Err(ProtocolError::Unexpected { message: "reviewed", record: Excerpt::of(word) }),
        };
        *slot = Some(read_line(&WireRecord::read(word, fields, &LINE_KEYS)?, before)?);
    }
    let mark = head.get("mark");
    Ok(PlyReview {
        mv: read_move("move", head.need("move")?, before)?,
        mover: before.to_move(),
        played,
        best: best.ok_or(ProtocolError::Missing { record: "reviewed", key: "best" })?,
        mark: mark.map(|name| Mark::from_name(name).ok_or_else(|| bad("mark", name))).transpose()?,
        unmarked: read_root_moves("unmarked", head.get("unmarked").unwrap_or(""), before)?,
        depth: head.need_number("depth")?,
        nodes: head.need_number("nodes")?,
    })
}

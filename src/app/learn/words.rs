//! Verdicts and rule reasons in English and Kiswahili: each reason's catalogue key
//! ([`crate::app::i18n::JudgementText`]) and its arguments.

use super::check::{Hint, Judgement, Why};
use super::schema::MoveCost;
use super::step::Claim;
use super::trace::LapEnd;
use crate::app::i18n::{t, tf, JudgementText as V, Lang};
use crate::engine::{Hole, Move, Position, Row, Side, Variant};

fn list(holes: &[Hole], lang: Lang) -> String {
    if holes.is_empty() {
        return t(lang, V::NoHole).to_string();
    }
    let names: Vec<String> = holes.iter().map(|h| h.name()).collect();
    crate::app::i18n::listed(lang, &names)
}

fn laps(n: u32, lang: Lang) -> String {
    if n == 1 {
        t(lang, V::OneLap).to_string()
    } else {
        tf(lang, V::Laps, &[&n.to_string()])
    }
}

fn ends(end: Hole, n: u32, ending: LapEnd, lang: Lang) -> String {
    let key = match ending {
        LapEnd::EmptyHole => V::EndsEmptyHole,
        LapEnd::NyumbaStop => V::EndsNyumbaStop,
        LapEnd::TakasiaStop => V::EndsTakasiaStop,
        LapEnd::BaoHamna => V::EndsBaoHamna,
        LapEnd::Stopped => V::EndsStopped,
    };
    tf(lang, key, &[&end.name(), &laps(n, lang)])
}

/// The text with its first letter a capital, unless it begins with a hole's name: North's
/// holes are written in small letters (`a6`, RULES.md §1), and `A6` would be South's. ASCII
/// only: both languages' sentences begin with a Latin letter, and Unicode case mapping would
/// bring about 10 KB of tables into the app's wasm.
fn capitalised(mut text: String) -> String {
    let first_word = text.split(|c: char| !c.is_ascii_alphanumeric()).next().unwrap_or_default();
    if Hole::parse(first_word).is_some() {
        return text;
    }
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// A balance of seeds with its sign: "+3", "0", "-2".
fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A move read with its reply, in words: what it takes, what North's biggest capture back
/// takes, and the balance.
fn trade(got: u32, back: u32, reply: Option<Move>, lang: Lang) -> [String; 3] {
    let seeds = |n: u32| crate::app::i18n::seeds(lang, n);
    let took = took(got, lang);
    let gave = match reply {
        Some(reply) if back > 0 => tf(lang, V::NorthTakesBack, &[&seeds(back), &reply.to_string()]),
        _ => t(lang, V::NorthTakesNothingBack).to_string(),
    };
    [took, gave, signed(got as i32 - back as i32)]
}

/// What the learner's move takes, in words.
fn took(got: u32, lang: Lang) -> String {
    if got == 0 {
        t(lang, V::YouTakeNothing).to_string()
    } else {
        tf(lang, V::YouTake, &[&crate::app::i18n::seeds(lang, got)])
    }
}

/// A line read ahead, each move with the seeds it takes: "b5< (4), A2> (3), a3< (0)".
fn line_words(line: &[(Move, u32)]) -> String {
    line.iter().map(|(mv, taken)| format!("{mv} ({taken})")).collect::<Vec<_>>().join(", ")
}

/// Hundredths of a seed as seeds: 330 is "3.3", 155 "1.55", 200 "2".
fn hundredths(n: i32) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let (whole, part) = (n.unsigned_abs() / 100, n.unsigned_abs() % 100);
    match part {
        0 => format!("{sign}{whole}"),
        _ if part % 10 == 0 => format!("{sign}{whole}.{}", part / 10),
        _ => format!("{sign}{whole}.{part:02}"),
    }
}

/// What another first move costs, in words: "A6> scores 3.3 and 1.55 seeds less".
fn move_behind(cost: &MoveCost, lang: Lang) -> String {
    tf(lang, V::MoveBehind, &[cost.mv, &hundredths(cost.behind[0]), &hundredths(cost.behind[1])])
}

impl Why {
    /// The reason in words, one sentence: its catalogue key with the reason's data.
    pub fn render(&self, lang: Lang) -> String {
        let seeds = |n: u32| crate::app::i18n::seeds(lang, n);
        let say = |key: V, args: &[&str]| tf(lang, key, args);
        let text = match self {
            Why::Ends { end, laps, ending } => ends(*end, *laps, *ending, lang),
            Why::NotThere { said, end, laps, ending } => say(V::NotThere, &[&said.name(), &ends(*end, *laps, *ending, lang)]),
            Why::Captures { holes, seeds: n } => say(V::Captures, &[&list(holes, lang), &seeds(*n)]),
            Why::OtherCaptures { said, holes } => say(V::OtherCaptures, &[&list(holes, lang), &list(said, lang)]),
            Why::Fewer { got, best } => say(V::Fewer, &[&got.to_string(), &best.to_string()]),
            Why::Most { got } => say(V::Most, &[&got.to_string()]),
            Why::Hamna => say(V::Hamna, &[]),
            Why::FrontLeft { holes } => say(V::FrontLeft, &[&list(holes, lang)]),
            Why::NoMoveLeft => say(V::NoMoveLeft, &[]),
            Why::MovesLeft { count: 1 } => say(V::MovesLeftOne, &[]),
            Why::MovesLeft { count } => say(V::MovesLeft, &[&count.to_string()]),
            Why::Safe => say(V::Safe, &[]),
            Why::Threat { reply, holes, seeds: n } => say(V::Threat, &[&seeds(*n), &list(holes, lang), &reply.to_string()]),
            Why::BestBalance { got, back, reply } => {
                let [took, gave, balance] = trade(*got, *back, *reply, lang);
                say(V::BestBalance, &[&took, &gave, &balance])
            }
            Why::WorseBalance { got, back, reply, best } => {
                let [took, gave, balance] = trade(*got, *back, *reply, lang);
                say(V::WorseBalance, &[&took, &gave, &balance, &signed(*best)])
            }
            Why::BestAhead { got, line, balance } => say(V::BestAhead, &[&took(*got, lang), &line_words(line), &signed(*balance)]),
            Why::WorseAhead { got, line, balance, best } => say(V::WorseAhead, &[&took(*got, lang), &line_words(line), &signed(*balance), &signed(*best)]),
            Why::HamnaForced => say(V::HamnaForced, &[]),
            Why::HamnaEscape { reply } => say(V::HamnaEscape, &[&reply.to_string()]),
            Why::NoTakasiaLeft => say(V::NoTakasiaLeft, &[]),
            Why::TakasiaThreat { reply, hole } => say(V::TakasiaThreat, &[&reply.to_string(), &hole.name()]),
            Why::NyumbaSafe => say(V::NyumbaSafe, &[]),
            Why::NyumbaGivenUp => say(V::NyumbaGivenUp, &[]),
            Why::NyumbaTaken { reply, seeds: n } => say(V::NyumbaTaken, &[&reply.to_string(), &seeds(*n)]),
            Why::Marked { hole } => say(V::Marked, &[&hole.name()]),
            Why::NoMark => say(V::NoMark, &[]),
            Why::Won => say(V::Won, &[]),
            Why::Survived { moves: 1 } => say(V::SurvivedOne, &[]),
            Why::Survived { moves } => say(V::Survived, &[&moves.to_string()]),
            Why::LosesByForce { nodes } => say(V::LosesByForce, &[&nodes.to_string()]),
            Why::ChoiceAhead { got, line, balance, other, nodes } => {
                say(V::ChoiceAhead, &[&took(*got, lang), &line_words(line), &signed(*balance), &signed(*other), &nodes.to_string()])
            }
            Why::OtherChoiceAhead { got, line, balance, other, nodes } => {
                say(V::OtherChoiceAhead, &[&took(*got, lang), &line_words(line), &signed(*balance), &signed(*other), &nodes.to_string()])
            }
            Why::NotTheChoice => say(V::NotTheChoice, &[]),
            Why::SearchedFirst { depth, costs } => {
                let others: Vec<String> = costs.0.iter().map(|cost| move_behind(cost, lang)).collect();
                say(V::SearchedFirst, &[&depth.saturating_sub(1).to_string(), &depth.to_string(), &others.join(", ")])
            }
            Why::SearchedOther { depth, cost } => {
                let behind = cost.map_or_else(String::new, |cost| format!(": {}", move_behind(&cost, lang)));
                say(V::SearchedOther, &[&depth.saturating_sub(1).to_string(), &depth.to_string(), &behind])
            }
            Why::GameLost => say(V::GameLost, &[]),
            Why::Exposed { holes, seeds: n } => say(V::Exposed, &[&seeds(*n), &list(holes, lang)]),
            Why::NothingExposed => say(V::NothingExposed, &[]),
            Why::Legal => say(V::Legal, &[]),
            Why::Tapped { hole } => say(V::Tapped, &[&hole.name()]),
            Why::Played { mv } => say(V::Played, &[&mv.to_string()]),
            Why::OnlyWinner { mv, nodes } => say(V::OnlyWinner, &[&mv.to_string(), &nodes.to_string()]),
        };
        capitalised(text) + "."
    }
}

impl Judgement {
    /// The verdict in words: right or wrong, and why (a rule broken in `variant`'s words, as
    /// every board says it).
    pub fn render(&self, lang: Lang, variant: Variant) -> String {
        match self {
            Judgement::Right(why) => tf(lang, V::Right, &[&why.render(lang)]),
            Judgement::Wrong(why) => tf(lang, V::Wrong, &[&why.render(lang)]),
            Judgement::Illegal(reason) => capitalised(crate::app::i18n::why_not_words(lang, variant, *reason)) + ".",
            Judgement::Going { reply } => tf(lang, V::Going, &[&reply.to_string()]),
            Judgement::Unfit => t(lang, V::Unfit).to_string(),
        }
    }
}

impl Hint {
    /// The hint in words (the board highlights it too).
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Hint::Row { side, row } => {
                let key = match (side, row) {
                    (Side::South, Row::Front) => V::LookOwnFront,
                    (Side::South, Row::Back) => V::LookOwnBack,
                    (Side::North, Row::Front) => V::LookNorthFront,
                    (Side::North, Row::Back) => V::LookNorthBack,
                };
                t(lang, key).to_string()
            }
            Hint::Hole(hole) => tf(lang, V::LookAt, &[&hole.name()]),
            Hint::Move(mv) => tf(lang, V::Watch, &[&mv.to_string()]),
            Hint::Holes(holes) => tf(lang, V::Answer, &[&list(holes, lang)]),
        }
    }
}

/// Moves in notation, "A3> and B2<" / "A3> na B2<".
fn move_list(field: &str, lang: Lang) -> (String, usize) {
    let moves: Vec<&str> = Claim::moves(field).collect();
    (crate::app::i18n::listed(lang, &moves), moves.len())
}

impl Claim {
    /// The claim in words, of the board `start`: only what its searches prove and the engine
    /// shows (checked by the audit).
    pub fn render(&self, lang: Lang, start: &Position) -> String {
        let n = crate::app::i18n::moves_count(lang, start.legal_moves().len());
        match *self {
            Claim::KeepsWin { won, lost, .. } => {
                let (won, w) = move_list(won, lang);
                let (lost, l) = move_list(lost, lang);
                let mut text = tf(lang, if w == 1 { V::KeepsWinOne } else { V::KeepsWinMany }, &[&n, &won]);
                if l > 0 {
                    text.push_str(&tf(lang, if l == 1 { V::LosesItOne } else { V::LosesItMany }, &[&lost]));
                }
                text + "."
            }
            Claim::AllLose { at_once, .. } => tf(lang, V::AllLose, &[&n, &move_list(at_once, lang).0]),
            Claim::GrabLoses => {
                let (most, grabs) = crate::puzzles::greed::greedy_moves(start);
                let names: Vec<String> = grabs.iter().map(Move::to_string).collect();
                let key = if names.len() == 1 { V::GrabLosesOne } else { V::GrabLosesMany };
                tf(lang, key, &[&crate::app::i18n::listed(lang, &names), &crate::app::i18n::seeds(lang, most)])
            }
            Claim::TakataWins => t(lang, V::TakataWins).to_string(),
            Claim::FewestReplies => {
                // The claim holds (the audit): the winning move alone leaves the fewest, so the
                // second count is the fewest any other move leaves.
                let mut left: Vec<usize> = super::check::replies_after_each(start).into_iter().map(|(_, left)| left).collect();
                left.sort_unstable();
                left.dedup();
                let (fewest, next) = (left.first().copied().unwrap_or(0), left.get(1).copied().unwrap_or(0));
                let key = if fewest == 1 { V::FewestRepliesOne } else { V::FewestReplies };
                tf(lang, key, &[&crate::app::i18n::moves_count(lang, fewest), &crate::app::i18n::moves_count(lang, next)])
            }
            Claim::Opening => tf(lang, V::OpeningBoard, &[&crate::app::i18n::moves_count(lang, start.ply() as usize / 2)]),
            Claim::KimbiCapture => {
                // Each capture move's first capturing hole, read from the engine.
                let holes: Vec<Hole> = start.legal_moves().iter().filter_map(|mv| super::trace::capturing_hole(start, mv)).collect();
                let kimbi = holes.iter().filter(|hole| hole.is_kimbi()).count();
                let key = if kimbi == 1 { V::KimbiCaptureOne } else { V::KimbiCaptureMany };
                tf(lang, key, &[&crate::app::i18n::moves_count(lang, holes.len()), &crate::app::i18n::moves_count(lang, kimbi)])
            }
        }
    }
}

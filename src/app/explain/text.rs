//! The explanations in words, English and Kiswahili. The Bao words (nyumba, kichwa, kimbi,
//! namua, mtaji, takata, takasia, safari) stay in both languages and follow each game's local
//! names (kuu, nemo, hizi zetu: RULES.md settled 16). Kiswahili: kete = seeds, shimo = hole,
//! mzunguko = lap, kula = to capture, kuendelea = to relay.

use crate::app::i18n::{self, t, tf, Lang, NarrationText as N};
use crate::engine::{Dir, EndReason, Outcome, Side, Stage, Variant};

use super::narration::{Narration, NarrationLine, Region};

/// A line in words, with the Zanzibar names (nyumba, namua, takasia).
pub fn render(line: &NarrationLine, lang: Lang) -> String {
    render_in(line, lang, Variant::Kiswahili)
}

/// A line in words, with the local names of `variant`.
pub fn render_in(line: &NarrationLine, lang: Lang, variant: Variant) -> String {
    words(line, lang, variant)
}

impl Narration {
    /// Every line in words.
    pub fn texts(&self, lang: Lang) -> Vec<String> {
        self.lines.iter().map(|line| render_in(line, lang, self.variant)).collect()
    }
}

/// `10000` → `10,000`.
pub(crate) fn number(n: u32) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn dir_words(lang: Lang, dir: Dir) -> &'static str {
    t(lang, if dir == Dir::Left { N::DirLeft } else { N::DirRight })
}

/// `3 from a4` / `3 za a4`: seeds captured from a hole.
fn taken(lang: Lang, seeds: u32, hole: impl std::fmt::Display) -> String {
    tf(lang, if seeds == 1 { N::TakenOneFrom } else { N::TakenFrom }, &[&seeds.to_string(), &hole.to_string()])
}

fn laps_span(first: u32, last: u32) -> String {
    if first == last {
        number(first)
    } else {
        format!("{}–{}", number(first), number(last))
    }
}

/// A narration line in `lang`: its catalogue key with the line's data, in `variant`'s terms.
fn words(line: &NarrationLine, lang: Lang, variant: Variant) -> String {
    let house = i18n::house_word(variant);
    let takasia = i18n::takasia_word(variant);
    let reserve = i18n::reserve_word(lang, variant);
    let say = |key: N, args: &[&str]| tf(lang, key, args);
    let seeds = |n: u8| i18n::seeds(lang, n as u32);
    let kuu = i18n::house_is_kuu(variant);
    let destroyed = |yes: bool| if yes { say(if kuu { N::DestroyedKuu } else { N::Destroyed }, &[house]) } else { String::new() };
    let side = |s: Side| i18n::side_word(lang, s);
    let list = |items: &[String]| i18n::listed(lang, items);
    match line {
        NarrationLine::Gambit { lifted, captured, placed } => {
            let mut parts: Vec<String> = lifted.iter().map(|&(h, n)| say(N::LiftedFrom, &[&n.to_string(), &h.to_string()])).collect();
            parts.push(say(N::OneFromReserve, &[reserve]));
            let mut text = say(N::GambitLifted, &[&list(&parts)]);
            if !captured.is_empty() {
                let caught: Vec<String> = captured.iter().map(|&(h, n)| taken(lang, n as u32, h)).collect();
                text.push_str(&say(N::GambitCaptured, &[&list(&caught)]));
            }
            text + &say(N::GambitPlaced, &[&placements(placed)])
        }
        NarrationLine::Placed { hole } => say(N::Placed, &[i18n::stage_word(lang, variant, Stage::Namua), reserve, &hole.to_string()]),
        NarrationLine::Start { lap, hole, seeds: n, dir, end, destroys_nyumba } => {
            say(N::Start, &[&lap.to_string(), &hole.to_string(), &seeds(*n), dir_words(lang, *dir), &end.to_string(), &destroyed(*destroys_nyumba)])
        }
        NarrationLine::Tax { lap, hole, seeds: n, dir, end } => {
            say(N::Tax, &[&lap.to_string(), &seeds(*n), house, &hole.to_string(), dir_words(lang, *dir), &end.to_string()])
        }
        NarrationLine::Relay { lap, hole, seeds: n, end, destroys_nyumba } => {
            say(N::Relay, &[&lap.to_string(), &hole.to_string(), &seeds(*n), &end.to_string(), &destroyed(*destroys_nyumba)])
        }
        NarrationLine::Safari { lap, hole, seeds: n, end } => {
            say(N::SafariLap, &[&lap.to_string(), house, &hole.to_string(), &seeds(*n), &end.to_string(), &destroyed(true)])
        }
        NarrationLine::Capture { lap, hole, seeds: n, kichwa, dir, end, nyumba } => {
            let what = if *nyumba { say(if kuu { N::NyumbaCapturedKuu } else { N::NyumbaCaptured }, &[house]) } else { String::new() };
            say(N::Capture, &[&lap.to_string(), &taken(lang, *n as u32, hole), &what, &kichwa.to_string(), dir_words(lang, *dir), &end.to_string()])
        }
        NarrationLine::Relays { first, last, region, end } => {
            let round = match region {
                Region::FrontRow => N::FrontRow,
                Region::BackRow => N::BackRow,
                Region::BothRows => N::BothRows,
            };
            say(N::Relays, &[&laps_span(*first, *last), t(lang, round), &end.to_string()])
        }
        NarrationLine::Laps { first, last, captures, relays, end } => {
            let mut parts = Vec::new();
            if !captures.is_empty() {
                let caught: Vec<String> = captures.iter().map(|&(h, n)| taken(lang, n as u32, h)).collect();
                parts.push(say(N::LapsCaptured, &[&list(&caught)]));
            }
            match relays {
                0 => {}
                1 => parts.push(t(lang, N::OneRelay).to_string()),
                n => parts.push(say(N::ManyRelays, &[&number(*n)])),
            }
            let end = end.map_or(String::new(), |e| say(N::LapsEnd, &[&e.to_string()]));
            say(N::Laps, &[&laps_span(*first, *last), &parts.join("; "), &end])
        }
        NarrationLine::Skipped { first, last } => say(N::Skipped, &[&laps_span(*first, *last)]),
        NarrationLine::HouseStop { hole } => say(N::HouseStop, &[house, &hole.to_string()]),
        NarrationLine::TakasiaStop { hole } => say(N::TakasiaStop, &[&hole.to_string(), takasia]),
        NarrationLine::NeverEnding { laps } => say(N::NeverEnding, &[&number(*laps)]),
        NarrationLine::FrontRowEmptied { side: s } => say(N::FrontRowEmptied, &[side(*s)]),
        NarrationLine::TakasiaMarked { hole } => say(N::TakasiaMarked, &[takasia, &hole.to_string(), side(hole.side)]),
        NarrationLine::StageChange { side: s, stage } => say(N::StageChange, &[side(*s), i18n::stage_word(lang, variant, *stage)]),
        NarrationLine::BaoHamna { winner } => say(N::BaoHamna, &[side(winner.opponent()), side(*winner)]),
        NarrationLine::GameEnd { outcome, reason } => say(N::GameEnd, &[&outcome_words(lang, *outcome), reason_words(lang, *reason)]),
    }
}

/// `A1 ×2, A6, B3 ×2`.
fn placements(placed: &[(crate::engine::Hole, u8)]) -> String {
    let parts: Vec<String> = placed.iter().map(|&(h, n)| if n == 1 { h.to_string() } else { format!("{h} ×{n}") }).collect();
    parts.join(", ")
}

pub(crate) fn outcome_words(lang: Lang, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win(side) => tf(lang, N::Wins, &[i18n::side_word(lang, side)]),
        Outcome::Draw => t(lang, N::Draw).to_string(),
    }
}

/// How a game ended, in the catalogue's words.
pub(crate) fn reason_words(lang: Lang, reason: EndReason) -> &'static str {
    t(lang, i18n::end_key(reason))
}

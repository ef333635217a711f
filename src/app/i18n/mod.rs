//! The UI's words in English and Kiswahili, plus the Bao terms, which stay in Kiswahili in both
//! languages and follow each game's local names (RULES.md settled 16).
//!
//! The catalogue is split by area, one module each ([`play`], [`buttons`], [`settings`],
//! [`dialogs`], [`errors`], [`explain`], [`records`], [`laps`], …; the engine's error kinds in
//! [`engine_errors`]); a page's own area lives in its folder (`app/pages/<page>/text.rs`:
//! [`LearnText`], [`PracticeText`], [`AnalysisText`], [`EditorText`], [`ReviewText`]),
//! re-exported here. Every area is an enum of typed keys (declared with
//! [`listed_enum!`](crate::listed_enum), so it has `ALL`) and implements [`Text`] with one
//! exhaustive `match` per language: a key missing in either language does not compile. A new feature adds
//! its own module with its own enum and `impl Text`, and touches no other area.

pub mod board;
pub mod buttons;
pub mod coach;
pub mod counts;
pub mod dialogs;
pub mod engine_errors;
pub mod errors;
pub mod explain;
pub mod judgements;
pub mod laps;
pub mod levels;
pub mod narration;
pub mod play;
pub mod records;
pub mod reply;
pub mod settings;
pub(crate) mod text;

use crate::engine::{EndReason, Hole, Outcome, Side, Stage, Variant, WhyNot};

pub use crate::app::pages::analysis::text::AnalysisText;
pub use crate::app::pages::editor::text::EditorText;
pub use crate::app::pages::learn::text::LearnText;
pub use crate::app::pages::practice::text::PracticeText;
pub use crate::app::pages::review::text::ReviewText;
pub use board::BoardText;
pub use buttons::ButtonText;
pub use coach::CoachText;
pub use counts::MoveCount;
pub use dialogs::DialogText;
pub use errors::ErrorText;
pub use explain::ExplainText;
pub use judgements::JudgementText;
pub use laps::LapText;
pub use levels::LevelText;
pub use narration::NarrationText;
pub use play::PlayText;
pub use records::RecordText;
pub use reply::ReplyText;
pub use settings::SettingText;
pub use text::{t, tf, Lang, Text};

/// The nyumba's name in this game (Lamu and Malawi call it kuu).
pub fn house_word(variant: Variant) -> &'static str {
    if house_is_kuu(variant) {
        "kuu"
    } else {
        "nyumba"
    }
}

/// Whether the game calls its house the kuu (Bao la Kete, Bawo). In Kiswahili a verb agrees
/// with it as with *shimo* (class 5: *kuu lako limevunjwa*, as the learning path writes it),
/// with the nyumba as with *nyumba* (class 9: *nyumba yako imevunjwa*); so each text whose verb
/// agrees with the house has a twin for the kuu (`…Kuu`), the same in English.
pub fn house_is_kuu(variant: Variant) -> bool {
    matches!(variant, Variant::Kete | Variant::Bawo)
}

/// A side's house in the status line: owned and working, owned with too few seeds, or
/// destroyed (`functional` implies `owned`).
pub fn house_state_words(lang: Lang, variant: Variant, functional: bool, owned: bool) -> String {
    let kuu = house_is_kuu(variant);
    let key = match (functional, owned, kuu) {
        (true, _, false) => PlayText::StatusHouseFunctional,
        (true, _, true) => PlayText::StatusHouseFunctionalKuu,
        (false, true, false) => PlayText::StatusHouseResting,
        (false, true, true) => PlayText::StatusHouseRestingKuu,
        (false, false, false) => PlayText::StatusHouseLost,
        (false, false, true) => PlayText::StatusHouseLostKuu,
    };
    tf(lang, key, &[house_word(variant)])
}

/// The stage's name in this game (Lamu calls namua nemo).
pub fn stage_word(lang: Lang, variant: Variant, stage: Stage) -> &'static str {
    match (variant, stage) {
        (_, Stage::Gambit) => t(lang, PlayText::StageGambit),
        (Variant::Kete, Stage::Namua) => "nemo",
        (_, Stage::Namua) => "namua",
        (_, Stage::Mtaji) => "mtaji",
    }
}

/// The stage's name with what it means for a move, for the status line: "mtaji (reserve
/// empty: each move lifts a hole)"; the gambit has its name only.
pub fn stage_explained(lang: Lang, variant: Variant, stage: Stage) -> String {
    let how = match stage {
        Stage::Namua => PlayText::StageNamuaHow,
        Stage::Mtaji => PlayText::StageMtajiHow,
        Stage::Gambit => return stage_word(lang, variant, stage).to_string(),
    };
    format!("{} ({})", stage_word(lang, variant, stage), tf(lang, how, &[reserve_word(lang, variant)]))
}

/// The move list's legend, what its markers mean (`*` takata, `**` takata that made a
/// takasia, `#` the winning move), once the list `moves` shows one; else `None`.
pub fn move_marks_legend(lang: Lang, variant: Variant, moves: &[String]) -> Option<String> {
    moves.iter().any(|m| m.ends_with(['*', '#'])).then(|| tf(lang, PlayText::MoveMarks, &[takasia_word(variant)]))
}

/// "1 seed", "3 seeds" ("kete 3").
pub fn seeds(lang: Lang, count: u32) -> String {
    tf(lang, if count == 1 { PlayText::LabelSeed } else { PlayText::LabelSeeds }, &[&count.to_string()])
}

/// The takasia mark's name in this game (Lamu: hizi zetu).
pub fn takasia_word(variant: Variant) -> &'static str {
    match variant {
        Variant::Kete => "hizi zetu",
        _ => "takasia",
    }
}

/// The reserve's name (Malawi: nemo).
pub fn reserve_word(lang: Lang, variant: Variant) -> &'static str {
    match variant {
        Variant::Bawo => "nemo",
        _ => t(lang, PlayText::Reserve),
    }
}

/// A reserve's count in `variant`'s words: "reserve 22" / "akiba 22" (in Bawo "nemo 22"), said
/// the same beside the board and in the players' lines.
pub fn reserve_count(lang: Lang, variant: Variant, seeds: u8) -> String {
    format!("{} {seeds}", reserve_word(lang, variant))
}

/// The choice of kichwa for a namua capture from `from`: where the captured seeds enter and
/// the way they are sown on, towards the other kichwa (RULES.md §4: from the left kichwa A1
/// clockwise, from the right kichwa A8 anticlockwise), with the move's notation, whose `<` / `>`
/// names the kichwa, not a direction to sow (§12): "… at kichwa A1 and sow them on towards A8 (A4<)".
pub fn kichwa_choice_words(lang: Lang, from: Hole, kichwa: Hole, dir: crate::engine::Dir) -> String {
    let towards = Hole::from_row(kichwa.side, crate::engine::Row::Front, 9 - kichwa.number());
    tf(lang, PlayText::DirKichwa, &[&kichwa.name(), &towards.name(), &format!("{}{}", from.name(), dir.symbol())])
}

/// A number of moves in words: "five" / "mitano" (agreeing with *miendo*); past ten, in figures.
pub fn moves_count(lang: Lang, n: usize) -> String {
    MoveCount::ALL.get(n).map_or_else(|| n.to_string(), |&count| t(lang, count).to_string())
}

/// Items listed: "a, b and c" / "a, b na c" (none: "").
pub fn listed<T: AsRef<str>>(lang: Lang, items: &[T]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.as_ref().to_string(),
        Some((last, rest)) => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            tf(lang, PlayText::ListAnd, &[&rest.join(", "), last.as_ref()])
        }
    }
}

/// "South" / "North" in `lang`.
pub fn side_word(lang: Lang, side: Side) -> &'static str {
    t(lang, if side == Side::South { PlayText::SideSouth } else { PlayText::SideNorth })
}

/// The catalogue key of a reason why a hole cannot be played: a new engine reason without
/// words does not compile.
pub fn why_not_key(why: WhyNot) -> ErrorText {
    match why {
        WhyNot::NotYourHole => ErrorText::WhyNotYourHole,
        WhyNot::GambitPlacement => ErrorText::WhyGambitPlacement,
        WhyNot::NotFrontRow => ErrorText::WhyNotFrontRow,
        WhyNot::Empty => ErrorText::WhyEmpty,
        WhyNot::Singleton => ErrorText::WhySingleton,
        WhyNot::NyumbaNotAlone => ErrorText::WhyNyumbaNotAlone,
        WhyNot::CaptureCompulsory => ErrorText::WhyCaptureCompulsory,
        WhyNot::Takasia => ErrorText::WhyTakasia,
        WhyNot::TakasiaDuty => ErrorText::WhyTakasiaDuty,
        WhyNot::FrontRowWouldEmpty => ErrorText::WhyFrontRowWouldEmpty,
        WhyNot::NeverEnding => ErrorText::WhyNeverEnding,
        WhyNot::SixteenCannotCapture => ErrorText::WhySixteenCannotCapture,
        WhyNot::KuuMustStart => ErrorText::WhyKuuMustStart,
        WhyNot::BackRowNotAllowed => ErrorText::WhyBackRowNotAllowed,
        WhyNot::NoSuchDirection => ErrorText::WhyNoSuchDirection,
        WhyNot::NoSafariChoice => ErrorText::WhyNoSafariChoice,
        WhyNot::GameOver => ErrorText::WhyGameOver,
    }
}

/// The catalogue key of how a game ended.
pub fn end_key(reason: EndReason) -> PlayText {
    match reason {
        EndReason::BaoHamna => PlayText::EndBaoHamna,
        EndReason::FrontRowEmpty => PlayText::EndFrontRowEmpty,
        EndReason::NoLegalMove => PlayText::EndNoLegalMove,
        EndReason::SelfEmptied => PlayText::EndSelfEmptied,
        EndReason::Repetition => PlayText::EndRepetition,
        EndReason::PlyLimit => PlayText::EndPlyLimit,
        EndReason::Resignation => PlayText::EndResignation,
    }
}

/// Why a hole cannot be played, in words.
pub fn why_not_words(lang: Lang, variant: Variant, why: WhyNot) -> String {
    tf(lang, why_not_key(why), &[house_word(variant), takasia_word(variant)])
}

/// How the game ended, in words.
pub fn result_words(lang: Lang, outcome: Outcome, reason: EndReason) -> String {
    result_words_for(lang, outcome, reason, None)
}

/// How the game ended, in the words of the person playing `person` against the computer
/// ("You won — …" / "You lost — …"); with `None` (two people, or no game against the
/// computer) the winner is named ("South wins — …").
pub fn result_words_for(lang: Lang, outcome: Outcome, reason: EndReason, person: Option<Side>) -> String {
    let head = match (outcome, person) {
        (Outcome::Win(side), Some(me)) => t(lang, if side == me { PlayText::ResultYouWon } else { PlayText::ResultYouLost }).to_string(),
        (Outcome::Win(side), None) => tf(lang, PlayText::ResultWin, &[side_word(lang, side)]),
        (Outcome::Draw, _) => t(lang, PlayText::ResultDraw).to_string(),
    };
    format!("{head} — {}", t(lang, end_key(reason)))
}

/// A hole's accessible name: its name first, then its seed count as the first number, then
/// what is special about it ("A5, nyumba, 6 seeds, playable").
pub fn hole_label(lang: Lang, variant: Variant, hole: Hole, count: u8, house_owned: bool, takasia: bool, playable: bool) -> String {
    let mut parts = vec![hole.name()];
    if hole.is_nyumba() && house_owned {
        parts.push(house_word(variant).to_string());
    }
    parts.push(seeds(lang, u32::from(count)));
    if hole.is_kichwa() {
        parts.push("kichwa".to_string());
    }
    if takasia {
        parts.push(takasia_word(variant).to_string());
    }
    if playable {
        parts.push(t(lang, PlayText::LabelPlayable).to_string());
    }
    parts.join(", ")
}

/// The live region's words for a played move.
pub fn move_words(lang: Lang, mover: Side, notation: &str, captured: u8) -> String {
    let side = side_word(lang, mover);
    if captured > 0 {
        let key = if captured == 1 { PlayText::SayCaptureOne } else { PlayText::SayCapture };
        tf(lang, key, &[side, notation, &captured.to_string()])
    } else {
        tf(lang, PlayText::SayMove, &[side, notation])
    }
}

#[cfg(test)]
mod tests;

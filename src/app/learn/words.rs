//! Verdicts and rule reasons in English and Kiswahili.

use super::check::{Hint, Verdict, Why};
use super::step::Claim;
use super::trace::Ending;
use crate::app::i18n::Lang;
use crate::engine::{Hole, Row, Side, Variant};

fn list(holes: &[Hole], lang: Lang) -> String {
    let names: Vec<String> = holes.iter().map(|h| h.name()).collect();
    match names.len() {
        0 => match lang {
            Lang::En => "no hole".to_string(),
            Lang::Sw => "hakuna shimo".to_string(),
        },
        1 => names[0].clone(),
        n => {
            let and = if lang == Lang::En { " and " } else { " na " };
            format!("{}{and}{}", names[..n - 1].join(", "), names[n - 1])
        }
    }
}

fn laps(n: u32, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "one lap".to_string(),
        (Lang::En, n) => format!("{n} laps"),
        (Lang::Sw, 1) => "mzunguko mmoja".to_string(),
        (Lang::Sw, n) => format!("mizunguko {n}"),
    }
}

fn ends(end: Hole, n: u32, ending: Ending, lang: Lang) -> String {
    let laps = laps(n, lang);
    match (lang, ending) {
        (Lang::En, Ending::EmptyHole) => format!("the last seed fell into the empty hole {end} after {laps}"),
        (Lang::Sw, Ending::EmptyHole) => format!("kete ya mwisho iliangukia shimo tupu {end} baada ya {laps}"),
        (Lang::En, Ending::NyumbaStop) => format!("the last seed fell into the nyumba {end} after {laps}, and the move stopped there"),
        (Lang::Sw, Ending::NyumbaStop) => format!("kete ya mwisho iliangukia nyumba {end} baada ya {laps}, na mwendo ukasimama hapo"),
        (Lang::En, Ending::TakasiaStop) => format!("the last seed fell into the takasiaed hole {end} after {laps}, which ends the move"),
        (Lang::Sw, Ending::TakasiaStop) => format!("kete ya mwisho iliangukia shimo lililotakasiwa {end} baada ya {laps}, na mwendo ukaishia hapo"),
        (Lang::En, Ending::BaoHamna) => format!("the last capture emptied North's front row; the seeds were sown on to {end} after {laps}: Bao hamna"),
        (Lang::Sw, Ending::BaoHamna) => format!("kula kwa mwisho kulimaliza safu ya mbele ya Kaskazini; kete zilipandwa hadi {end} baada ya {laps}: bao hamna"),
        (Lang::En, Ending::Stopped) => format!("the move was stopped in {end} after {laps}"),
        (Lang::Sw, Ending::Stopped) => format!("mwendo ulisimamishwa katika {end} baada ya {laps}"),
    }
}

/// "1 seed", "2 seeds".
fn seeds_en(n: u32) -> String {
    crate::app::i18n::seeds_words(Lang::En, n)
}

/// The text with its first letter a capital. ASCII only: both languages' sentences begin
/// with a Latin letter, and Unicode case mapping would bring about 10 KB of tables into the
/// app's wasm.
fn capitalised(mut text: String) -> String {
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

impl Why {
    /// The reason in words. One arm per reason, both languages side by side, so the function
    /// is long on purpose.
    pub fn render(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        let text = match self {
            Why::Ends { end, laps, ending } => ends(*end, *laps, *ending, lang),
            Why::NotThere { said, end, laps, ending } => {
                if en {
                    format!("not {said}: {}", ends(*end, *laps, *ending, lang))
                } else {
                    format!("si {said}: {}", ends(*end, *laps, *ending, lang))
                }
            }
            Why::Captures { holes, seeds } => {
                if en {
                    format!("it captures {} ({})", list(holes, lang), seeds_en(*seeds))
                } else {
                    format!("unakula {} (kete {seeds})", list(holes, lang))
                }
            }
            Why::OtherCaptures { said, holes } => {
                if en {
                    format!("it captures {}, not {}", list(holes, lang), list(said, lang))
                } else {
                    format!("unakula {}, si {}", list(holes, lang), list(said, lang))
                }
            }
            Why::Fewer { got, best } => {
                if en {
                    format!("that captures {got}; another move captures {best}")
                } else {
                    format!("huo unakula kete {got}; mwendo mwingine unakula {best}")
                }
            }
            Why::Most { got } => {
                if en {
                    format!("that captures {got}, more than any other move")
                } else {
                    format!("huo unakula kete {got}, zaidi ya mwendo mwingine wowote")
                }
            }
            Why::Hamna => {
                if en { "North's front row is empty: Bao hamna, you win" } else { "safu ya mbele ya Kaskazini ni tupu: bao hamna, umeshinda" }.to_string()
            }
            Why::FrontLeft { holes } => {
                if en {
                    format!("North still has seeds in {}: no Bao hamna", list(holes, lang))
                } else {
                    format!("Kaskazini bado ana kete katika {}: si bao hamna", list(holes, lang))
                }
            }
            Why::NoMoveLeft => if en { "North has no legal move left: you win" } else { "Kaskazini hana mwendo halali tena: umeshinda" }.to_string(),
            Why::MovesLeft { count } => match (en, count) {
                (true, 1) => "North still has 1 legal move".to_string(),
                (true, _) => format!("North still has {count} legal moves"),
                (false, 1) => "Kaskazini bado ana mwendo halali 1".to_string(),
                (false, _) => format!("Kaskazini bado ana miendo halali {count}"),
            },
            Why::Safe => if en { "North has no capture now" } else { "sasa Kaskazini hana pa kula" }.to_string(),
            Why::Threat { reply, holes, seeds } => {
                if en {
                    format!("North can then capture {} from {} ({reply})", seeds_en(*seeds), list(holes, lang))
                } else {
                    format!("kisha Kaskazini anaweza kula kete {seeds} kutoka {} ({reply})", list(holes, lang))
                }
            }
            Why::NyumbaSafe => if en { "North has no capture that takes your nyumba" } else { "Kaskazini hana kula kunakochukua nyumba yako" }.to_string(),
            Why::NyumbaTaken { reply, seeds } => {
                if en {
                    format!("North can then play {reply} and capture your nyumba ({})", seeds_en(*seeds))
                } else {
                    format!("kisha Kaskazini anaweza kucheza {reply} na kula nyumba yako ({})", crate::app::i18n::seeds_words(Lang::Sw, *seeds))
                }
            }
            Why::Marked { hole } => {
                if en {
                    format!("{hole} is takasiaed: North may not start from it")
                } else {
                    format!("{hole} imetakasiwa: Kaskazini hawezi kuanza nalo")
                }
            }
            Why::NoMark => if en { "that takata takasias no hole" } else { "takata hiyo haitakasii shimo lolote" }.to_string(),
            Why::Won => if en { "you won the game" } else { "umeshinda mchezo" }.to_string(),
            Why::Survived { moves } => match (en, moves) {
                (true, 1) => "you held out for 1 move".to_string(),
                (true, _) => format!("you held out for {moves} moves"),
                (false, _) => format!("umestahimili miendo {moves}"),
            },
            Why::LosesByForce { nodes } => {
                if en {
                    format!("after that move North can win whatever you play (the computer checked {nodes} positions)")
                } else {
                    format!("baada ya mwendo huo Kaskazini anaweza kushinda chochote utakachocheza (kompyuta imeangalia hali {nodes})")
                }
            }
            Why::OtherChoiceBetter { nodes } => {
                if en {
                    format!("the computer's search ({nodes} positions) finds the other choice clearly better here")
                } else {
                    format!("utafutaji wa kompyuta (hali {nodes}) unaona chaguo jingine ni bora zaidi wazi hapa")
                }
            }
            Why::NotTheChoice => if en {
                "that move does not reach your nyumba: play the one that does, then choose stop or safari"
            } else {
                "mwendo huo haufiki nyumba yako: cheza ule unaoifikia, kisha chagua kusimama au safari"
            }
            .to_string(),
            Why::GameLost => if en { "the game is over and you did not win it" } else { "mchezo umekwisha na hukushinda" }.to_string(),
            Why::Exposed { holes, seeds } => {
                if en {
                    format!("North's gambit would capture {} from {}", seeds_en(*seeds), list(holes, lang))
                } else {
                    format!("mpangilio wa Kaskazini ungekula kete {seeds} kutoka {}", list(holes, lang))
                }
            }
            Why::NothingExposed => if en {
                "no front seed faces an occupied North hole: nothing can be captured"
            } else {
                "hakuna kete ya mbele inayokabili shimo lenye kete la Kaskazini: hakuna cha kuliwa"
            }
            .to_string(),
            Why::Legal => if en { "that move is legal" } else { "mwendo huo ni halali" }.to_string(),
            Why::Tapped { hole } => {
                if en {
                    format!("you tapped {hole}")
                } else {
                    format!("umegusa {hole}")
                }
            }
            Why::Played { mv } => {
                if en {
                    format!("you played {mv}")
                } else {
                    format!("umecheza {mv}")
                }
            }
        };
        capitalised(text) + "."
    }
}

impl Verdict {
    /// The verdict in words: right or wrong, and why (a rule broken in `variant`'s words, as
    /// every board says it).
    pub fn render(&self, lang: Lang, variant: Variant) -> String {
        let en = lang == Lang::En;
        match self {
            Verdict::Right(why) => format!("{} {}", if en { "Right!" } else { "Sawa!" }, why.render(lang)),
            Verdict::Wrong(why) => format!("{} {}", if en { "Not quite." } else { "Si hivyo." }, why.render(lang)),
            Verdict::Illegal(reason) => capitalised(crate::app::i18n::why_not_words(lang, variant, *reason)) + ".",
            Verdict::Going { reply } => {
                if en {
                    format!("Good. North replies {reply}.")
                } else {
                    format!("Vizuri. Kaskazini anajibu {reply}.")
                }
            }
            Verdict::Unfit => if en { "Answer on the board: tap a hole." } else { "Jibu ubaoni: gusa shimo." }.to_string(),
        }
    }
}

impl Hint {
    /// The hint in words (the board highlights it too).
    pub fn render(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            Hint::Row { side, row } => {
                let text = match (side, row, en) {
                    (Side::South, Row::Front, true) => "Look at your front row.",
                    (Side::South, Row::Back, true) => "Look at your back row.",
                    (Side::North, Row::Front, true) => "Look at North's front row.",
                    (Side::North, Row::Back, true) => "Look at North's back row.",
                    (Side::South, Row::Front, false) => "Tazama safu yako ya mbele.",
                    (Side::South, Row::Back, false) => "Tazama safu yako ya nyuma.",
                    (Side::North, Row::Front, false) => "Tazama safu ya mbele ya Kaskazini.",
                    (Side::North, Row::Back, false) => "Tazama safu ya nyuma ya Kaskazini.",
                };
                text.to_string()
            }
            Hint::Hole(hole) => {
                if en {
                    format!("Look at {hole}.")
                } else {
                    format!("Tazama {hole}.")
                }
            }
            Hint::Move(mv) => {
                if en {
                    format!("Watch: {mv}.")
                } else {
                    format!("Tazama: {mv}.")
                }
            }
            Hint::Holes(holes) => {
                if en {
                    format!("The answer: {}.", list(holes, lang))
                } else {
                    format!("Jibu: {}.", list(holes, lang))
                }
            }
        }
    }
}

/// A number of moves in words: "five" / "mitano" (agreeing with *miendo*).
fn moves_count(n: usize, lang: Lang) -> String {
    const EN: [&str; 11] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const SW: [&str; 11] = ["", "mmoja", "miwili", "mitatu", "minne", "mitano", "sita", "saba", "minane", "tisa", "kumi"];
    match lang {
        Lang::En => EN.get(n).map_or_else(|| n.to_string(), |w| w.to_string()),
        Lang::Sw => SW.get(n).filter(|w| !w.is_empty()).map_or_else(|| n.to_string(), |w| w.to_string()),
    }
}

/// Moves in notation, "A3> and B2<" / "A3> na B2<".
fn move_list(field: &str, lang: Lang) -> (String, usize) {
    let moves: Vec<&str> = Claim::moves(field).collect();
    let and = if lang == Lang::En { " and " } else { " na " };
    let text = match moves.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{}{and}{last}", rest.join(", ")),
        None => String::new(),
    };
    (text, moves.len())
}

impl Claim {
    /// The claim in words, for a start with `moves` legal first moves: only what its searches
    /// prove (checked by the audit).
    pub fn render(&self, lang: Lang, moves: usize) -> String {
        let n = moves_count(moves, lang);
        match (*self, lang) {
            (Claim::KeepsWin { won, lost, .. }, Lang::En) => {
                let (won, w) = move_list(won, lang);
                let (lost, l) = move_list(lost, lang);
                let keep = if w == 1 { "keeps" } else { "keep" };
                let mut text = format!("Of your {n} moves, {won} {keep} the win");
                if l > 0 {
                    text.push_str(&format!(" and {lost} {} it", if l == 1 { "loses" } else { "lose" }));
                }
                text + "."
            }
            (Claim::KeepsWin { won, lost, .. }, Lang::Sw) => {
                let (won, w) = move_list(won, lang);
                let (lost, l) = move_list(lost, lang);
                let mut text = format!("Kati ya miendo yako {n}, {won} {}hifadhi ushindi", if w == 1 { "una" } else { "ina" });
                if l > 0 {
                    text.push_str(&format!(" na {lost} {}upoteza", if l == 1 { "una" } else { "ina" }));
                }
                text + "."
            }
            (Claim::AllLose { at_once, .. }, Lang::En) => {
                let (at_once, _) = move_list(at_once, lang);
                format!("All {n} of your moves lose against best play: {at_once} at once, the others later.")
            }
            (Claim::AllLose { at_once, .. }, Lang::Sw) => {
                let (at_once, _) = move_list(at_once, lang);
                format!("Miendo yako yote {n} inapoteza dhidi ya majibu bora: {at_once} papo hapo, mingine baadaye.")
            }
        }
    }
}

//! The explanations in words, English and Kiswahili. The Bao words (nyumba, kichwa, kimbi,
//! namua, mtaji, takata, takasia, safari) stay in both languages and follow each game's local
//! names (kuu, nemo, hizi zetu: RULES.md settled 16). Kiswahili: kete = seeds, shimo = hole,
//! mzunguko = lap, kula = to capture, kuendelea = to relay.

use crate::app::i18n::Lang;
use crate::engine::{Dir, EndReason, Outcome, Side, Stage, Variant};

use super::narration::{Narration, NarrationLine, Region};

/// The words a game uses for its nyumba, namua, takasia and reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Terms {
    pub house: &'static str,
    pub namua: &'static str,
    pub takasia: &'static str,
    pub reserve_en: &'static str,
    pub reserve_sw: &'static str,
}

impl Terms {
    pub(crate) fn of(variant: Variant) -> Terms {
        let zanzibar = Terms { house: "nyumba", namua: "namua", takasia: "takasia", reserve_en: "reserve", reserve_sw: "ghala" };
        match variant {
            Variant::Kete => Terms { house: "kuu", namua: "nemo", takasia: "hizi zetu", ..zanzibar },
            Variant::Bawo => Terms { house: "kuu", reserve_en: "nemo", reserve_sw: "nemo", ..zanzibar },
            Variant::Kiswahili | Variant::Kujifunza => zanzibar,
        }
    }

    fn stage(&self, lang: Lang, stage: Stage) -> &'static str {
        match (stage, lang) {
            (Stage::Gambit, Lang::En) => "gambit",
            (Stage::Gambit, Lang::Sw) => "mpangilio",
            (Stage::Namua, _) => self.namua,
            (Stage::Mtaji, _) => "mtaji",
        }
    }
}

/// A line in words, with the Zanzibar names (nyumba, namua, takasia).
pub fn render(line: &NarrationLine, lang: Lang) -> String {
    render_in(line, lang, Variant::Kiswahili)
}

/// A line in words, with the local names of `variant`.
pub fn render_in(line: &NarrationLine, lang: Lang, variant: Variant) -> String {
    let terms = Terms::of(variant);
    match lang {
        Lang::En => english(line, &terms),
        Lang::Sw => swahili(line, &terms),
    }
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

pub(crate) fn side_word(lang: Lang, side: Side) -> &'static str {
    match (lang, side) {
        (Lang::En, Side::South) => "South",
        (Lang::En, Side::North) => "North",
        (Lang::Sw, Side::South) => "Kusini",
        (Lang::Sw, Side::North) => "Kaskazini",
    }
}

/// `a, b and c` (`a, b na c`).
pub(crate) fn list(lang: Lang, items: &[String]) -> String {
    let and = if lang == Lang::En { " and " } else { " na " };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{}{and}{last}", rest.join(", ")),
    }
}

/// "1 seed", "2 seeds": the words every page counts seeds with.
fn seeds_en(n: u32) -> String {
    crate::app::i18n::seeds_words(Lang::En, n)
}

/// The possessive after `kete n`: `kete 1 ya A4`, `kete 3 za A4`.
pub(crate) fn of_sw(n: u32) -> &'static str {
    if n == 1 {
        "ya"
    } else {
        "za"
    }
}

fn seeds_sw(n: u32) -> String {
    crate::app::i18n::seeds_words(Lang::Sw, n)
}

fn dir_en(dir: Dir) -> &'static str {
    match dir {
        Dir::Left => "to the left",
        Dir::Right => "to the right",
    }
}

fn dir_sw(dir: Dir) -> &'static str {
    match dir {
        Dir::Left => "kuelekea kushoto",
        Dir::Right => "kuelekea kulia",
    }
}

fn laps_span(first: u32, last: u32) -> String {
    if first == last {
        number(first)
    } else {
        format!("{}–{}", number(first), number(last))
    }
}

fn english(line: &NarrationLine, t: &Terms) -> String {
    let house = t.house;
    let destroyed = |yes: bool| if yes { format!(" — the {house} is destroyed") } else { String::new() };
    match line {
        NarrationLine::Gambit { lifted, captured, placed } => {
            let mut parts: Vec<String> = lifted.iter().map(|&(h, n)| format!("{n} from {h}")).collect();
            parts.push(format!("1 from the {}", t.reserve_en));
            let mut text = format!("gambit: lifted {}", list(Lang::En, &parts));
            if !captured.is_empty() {
                let caught: Vec<String> = captured.iter().map(|&(h, n)| format!("{n} from {h}")).collect();
                text.push_str(&format!("; captured {}", list(Lang::En, &caught)));
            }
            format!("{text}; placed {}", placements(placed))
        }
        NarrationLine::Placed { hole } => format!("{}: a seed from the {} into {hole}", t.namua, t.reserve_en),
        NarrationLine::Start { lap, hole, seeds, dir, end, destroys_nyumba } => {
            format!("lap {lap}: {hole}, {} {}, ends in {end}{}", seeds_en(*seeds as u32), dir_en(*dir), destroyed(*destroys_nyumba))
        }
        NarrationLine::Tax { lap, hole, seeds, dir, end } => {
            format!("lap {lap}: tax — {} from the {house} {hole} {}, ends in {end}", seeds_en(*seeds as u32), dir_en(*dir))
        }
        NarrationLine::Relay { lap, hole, seeds, end, destroys_nyumba } => {
            format!("lap {lap}: relay from {hole}, {}, ends in {end}{}", seeds_en(*seeds as u32), destroyed(*destroys_nyumba))
        }
        NarrationLine::Safari { lap, hole, seeds, end } => {
            format!("lap {lap}: safari from the {house} {hole}, {}, ends in {end}{}", seeds_en(*seeds as u32), destroyed(true))
        }
        NarrationLine::Capture { lap, hole, seeds, kichwa, dir, end, nyumba } => {
            let what = if *nyumba { format!(" (the {house}, destroyed)") } else { String::new() };
            format!("lap {lap}: captured {seeds} from {hole}{what} → entered at kichwa {kichwa}, sowing on {}, ends in {end}", dir_en(*dir))
        }
        NarrationLine::Relays { first, last, region, end } => {
            let round = match region {
                Region::FrontRow => "along the front row",
                Region::BackRow => "round the back row",
                Region::BothRows => "round both rows",
            };
            format!("laps {}: relay {round}, ends in {end}", laps_span(*first, *last))
        }
        NarrationLine::Laps { first, last, captures, relays, end } => {
            let mut parts = Vec::new();
            if !captures.is_empty() {
                let caught: Vec<String> = captures.iter().map(|&(h, n)| format!("{n} from {h}")).collect();
                parts.push(format!("captured {}", list(Lang::En, &caught)));
            }
            if *relays > 0 {
                parts.push(if *relays == 1 { "1 relay".to_string() } else { format!("{} relays", number(*relays)) });
            }
            let end = end.map_or(String::new(), |e| format!(", ends in {e}"));
            format!("laps {}: {}{end}", laps_span(*first, *last), parts.join("; "))
        }
        NarrationLine::Skipped { first, last } => format!("laps {} are not drawn one by one", laps_span(*first, *last)),
        NarrationLine::HouseStop { hole } => format!("the move stops in the {house} {hole}"),
        NarrationLine::TakasiaStop { hole } => format!("the move stops in {hole}, the {} hole", t.takasia),
        NarrationLine::NeverEnding { laps } => format!("the move would never end: it stops after lap {}", number(*laps)),
        NarrationLine::FrontRowEmptied { side } => {
            let who = side_word(Lang::En, *side);
            format!("{who}'s own front row is empty: {who} loses")
        }
        NarrationLine::TakasiaMarked { hole } => {
            format!("{}: {hole} may not start {}'s next move", t.takasia, side_word(Lang::En, hole.side))
        }
        NarrationLine::StageChange { side, stage } => format!("{} now plays {}", side_word(Lang::En, *side), t.stage(Lang::En, *stage)),
        NarrationLine::BaoHamna { winner } => {
            format!("Bao hamna! {}'s front row is empty: {} wins", side_word(Lang::En, winner.opponent()), side_word(Lang::En, *winner))
        }
        NarrationLine::GameEnd { outcome, reason } => format!("game over: {} — {}", outcome_words(Lang::En, *outcome), reason_words(Lang::En, *reason)),
    }
}

fn swahili(line: &NarrationLine, t: &Terms) -> String {
    let house = t.house;
    let destroyed = |yes: bool| if yes { format!(" — {house} imevunjwa") } else { String::new() };
    match line {
        NarrationLine::Gambit { lifted, captured, placed } => {
            let mut parts: Vec<String> = lifted.iter().map(|&(h, n)| format!("{n} kutoka {h}")).collect();
            parts.push(format!("1 ya {}", t.reserve_sw));
            let mut text = format!("mpangilio: amechukua kete {}", list(Lang::Sw, &parts));
            if !captured.is_empty() {
                let caught: Vec<String> = captured.iter().map(|&(h, n)| format!("{n} {} {h}", of_sw(n as u32))).collect();
                text.push_str(&format!("; amekula kete {}", list(Lang::Sw, &caught)));
            }
            format!("{text}; zimewekwa {}", placements(placed))
        }
        NarrationLine::Placed { hole } => format!("{}: kete moja ya {} imewekwa kwenye {hole}", t.namua, t.reserve_sw),
        NarrationLine::Start { lap, hole, seeds, dir, end, destroys_nyumba } => {
            format!("mzunguko {lap}: {hole}, {} {}, unaishia {end}{}", seeds_sw(*seeds as u32), dir_sw(*dir), destroyed(*destroys_nyumba))
        }
        NarrationLine::Tax { lap, hole, seeds, dir, end } => {
            format!("mzunguko {lap}: kodi — {} kutoka {house} {hole} {}, unaishia {end}", seeds_sw(*seeds as u32), dir_sw(*dir))
        }
        NarrationLine::Relay { lap, hole, seeds, end, destroys_nyumba } => {
            format!("mzunguko {lap}: anaendelea kutoka {hole}, {}, unaishia {end}{}", seeds_sw(*seeds as u32), destroyed(*destroys_nyumba))
        }
        NarrationLine::Safari { lap, hole, seeds, end } => {
            format!("mzunguko {lap}: safari kutoka {house} {hole}, {}, unaishia {end}{}", seeds_sw(*seeds as u32), destroyed(true))
        }
        NarrationLine::Capture { lap, hole, seeds, kichwa, dir, end, nyumba } => {
            let what = if *nyumba { format!(" ({house}, imevunjwa)") } else { String::new() };
            format!(
                "mzunguko {lap}: amekula kete {seeds} {} {hole}{what} → zimeingia kwenye kichwa {kichwa}, anapanda {}, unaishia {end}",
                of_sw(*seeds as u32),
                dir_sw(*dir)
            )
        }
        NarrationLine::Relays { first, last, region, end } => {
            let round = match region {
                Region::FrontRow => "katika safu ya mbele",
                Region::BackRow => "kuzunguka safu ya nyuma",
                Region::BothRows => "kuzunguka safu zote mbili",
            };
            format!("mizunguko {}: anaendelea {round}, mwisho ni {end}", laps_span(*first, *last))
        }
        NarrationLine::Laps { first, last, captures, relays, end } => {
            let mut parts = Vec::new();
            if !captures.is_empty() {
                let caught: Vec<String> = captures.iter().map(|&(h, n)| format!("{n} {} {h}", of_sw(n as u32))).collect();
                parts.push(format!("amekula kete {}", list(Lang::Sw, &caught)));
            }
            if *relays > 0 {
                parts.push(format!("ameendelea mara {}", number(*relays)));
            }
            let end = end.map_or(String::new(), |e| format!(", mwisho ni {e}"));
            format!("mizunguko {}: {}{end}", laps_span(*first, *last), parts.join("; "))
        }
        NarrationLine::Skipped { first, last } => format!("mizunguko {} haionyeshwi moja moja", laps_span(*first, *last)),
        NarrationLine::HouseStop { hole } => format!("mwendo unasimama kwenye {house} {hole}"),
        NarrationLine::TakasiaStop { hole } => format!("mwendo unasimama kwenye {hole}, shimo la {}", t.takasia),
        NarrationLine::NeverEnding { laps } => format!("mwendo huu usingeisha kamwe: unasimama baada ya mzunguko wa {}", number(*laps)),
        NarrationLine::FrontRowEmptied { side } => {
            let who = side_word(Lang::Sw, *side);
            format!("safu ya mbele ya {who} mwenyewe iko tupu: {who} ameshindwa")
        }
        NarrationLine::TakasiaMarked { hole } => {
            format!("{}: shimo {hole} haliwezi kuanza mwendo ujao wa {}", t.takasia, side_word(Lang::Sw, hole.side))
        }
        NarrationLine::StageChange { side, stage } => format!("sasa {} anacheza {}", side_word(Lang::Sw, *side), t.stage(Lang::Sw, *stage)),
        NarrationLine::BaoHamna { winner } => {
            format!("Bao hamna! Safu ya mbele ya {} iko tupu: {} ameshinda", side_word(Lang::Sw, winner.opponent()), side_word(Lang::Sw, *winner))
        }
        NarrationLine::GameEnd { outcome, reason } => format!("mchezo umekwisha: {} — {}", outcome_words(Lang::Sw, *outcome), reason_words(Lang::Sw, *reason)),
    }
}

/// `A1 ×2, A6, B3 ×2`.
fn placements(placed: &[(crate::engine::Hole, u8)]) -> String {
    let parts: Vec<String> = placed.iter().map(|&(h, n)| if n == 1 { h.to_string() } else { format!("{h} ×{n}") }).collect();
    parts.join(", ")
}

pub(crate) fn outcome_words(lang: Lang, outcome: Outcome) -> String {
    match (lang, outcome) {
        (Lang::En, Outcome::Win(side)) => format!("{} wins", side_word(lang, side)),
        (Lang::Sw, Outcome::Win(side)) => format!("{} ameshinda", side_word(lang, side)),
        (Lang::En, Outcome::Draw) => "a draw".to_string(),
        (Lang::Sw, Outcome::Draw) => "sare".to_string(),
    }
}

pub(crate) fn reason_words(lang: Lang, reason: EndReason) -> &'static str {
    match (lang, reason) {
        (Lang::En, EndReason::BaoHamna) => "Bao hamna: a capture emptied the front row",
        (Lang::En, EndReason::FrontRowEmpty) => "the front row of the player to move is empty",
        (Lang::En, EndReason::NoLegalMove) => "the player to move has no legal move",
        (Lang::En, EndReason::SelfEmptied) => "the player who moved emptied his own front row",
        (Lang::En, EndReason::Repetition) => "the same position came for the third time",
        (Lang::En, EndReason::PlyLimit) => "1000 moves were played",
        (Lang::En, EndReason::Resignation) => "resignation",
        (Lang::Sw, EndReason::BaoHamna) => "bao hamna: kula kumemaliza safu ya mbele",
        (Lang::Sw, EndReason::FrontRowEmpty) => "safu ya mbele ya anayecheza iko tupu",
        (Lang::Sw, EndReason::NoLegalMove) => "anayecheza hana mwendo halali",
        (Lang::Sw, EndReason::SelfEmptied) => "aliyecheza amemaliza safu yake ya mbele mwenyewe",
        (Lang::Sw, EndReason::Repetition) => "hali ileile imetokea mara ya tatu",
        (Lang::Sw, EndReason::PlyLimit) => "miendo 1000 imechezwa",
        (Lang::Sw, EndReason::Resignation) => "amekubali kushindwa",
    }
}

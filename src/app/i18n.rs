//! The UI's words: one catalogue per language (English, Kiswahili) with the same keys, plus the
//! Bao terms, which stay in Kiswahili in both languages and follow each game's local names
//! (RULES.md settled 16).

use serde::{Deserialize, Serialize};

use crate::engine::{EndReason, Hole, Outcome, Side, Stage, Variant, WhyNot};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Sw,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Sw];

    /// The language for a browser language tag (`sw`, `sw-TZ` → Kiswahili; anything else English).
    pub fn from_browser(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("sw") {
            Lang::Sw
        } else {
            Lang::En
        }
    }

    /// The `lang` attribute value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sw => "sw",
        }
    }

    fn catalogue(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Sw => SW,
        }
    }
}

/// The text for `key`; a key missing from the catalogue (the catalogue tests prevent that)
/// falls back to English, then to "?".
pub fn t(lang: Lang, key: &str) -> &'static str {
    let find = |catalogue: &'static [(&'static str, &'static str)]| catalogue.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
    find(lang.catalogue()).or_else(|| find(EN)).unwrap_or("?")
}

/// The text for `key` with `{0}`, `{1}`, … replaced by `args`.
pub fn tf(lang: Lang, key: &str, args: &[&str]) -> String {
    let mut text = t(lang, key).to_string();
    for (i, arg) in args.iter().enumerate() {
        text = text.replace(&format!("{{{i}}}"), arg);
    }
    text
}

/// The nyumba's name in this game (Lamu and Malawi call it kuu).
pub fn house_word(variant: Variant) -> &'static str {
    match variant {
        Variant::Kete | Variant::Bawo => "kuu",
        Variant::Kiswahili | Variant::Kujifunza => "nyumba",
    }
}

/// The stage's name in this game (Lamu calls namua nemo).
pub fn stage_word(lang: Lang, variant: Variant, stage: Stage) -> &'static str {
    match (variant, stage) {
        (_, Stage::Gambit) => t(lang, "stage.gambit"),
        (Variant::Kete, Stage::Namua) => "nemo",
        (_, Stage::Namua) => "namua",
        (_, Stage::Mtaji) => "mtaji",
    }
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
        _ => t(lang, "reserve"),
    }
}

pub fn side_word(lang: Lang, side: Side) -> &'static str {
    t(lang, if side == Side::South { "side.south" } else { "side.north" })
}

/// Why a hole cannot be played, in words.
pub fn why_not_words(lang: Lang, variant: Variant, why: WhyNot) -> String {
    tf(lang, &format!("why.{}", why.name()), &[house_word(variant), takasia_word(variant)])
}

/// How the game ended, in words.
pub fn result_words(lang: Lang, outcome: Outcome, reason: EndReason) -> String {
    let head = match outcome {
        Outcome::Win(side) => tf(lang, "result.win", &[side_word(lang, side)]),
        Outcome::Draw => t(lang, "result.draw").to_string(),
    };
    format!("{head} — {}", t(lang, &format!("end.{}", reason.name())))
}

/// A hole's accessible name: its name first, then its seed count as the first number, then
/// what is special about it ("A5, nyumba, 6 seeds, playable").
pub fn hole_label(lang: Lang, variant: Variant, hole: Hole, count: u8, house_owned: bool, takasia: bool, playable: bool) -> String {
    let mut parts = vec![hole.name()];
    if hole.is_nyumba() && house_owned {
        parts.push(house_word(variant).to_string());
    }
    parts.push(tf(lang, if count == 1 { "label.seed" } else { "label.seeds" }, &[&count.to_string()]));
    if hole.is_kichwa() {
        parts.push("kichwa".to_string());
    }
    if takasia {
        parts.push(takasia_word(variant).to_string());
    }
    if playable {
        parts.push(t(lang, "label.playable").to_string());
    }
    parts.join(", ")
}

/// The live region's words for a played move.
pub fn move_words(lang: Lang, mover: Side, notation: &str, captured: u8) -> String {
    let side = side_word(lang, mover);
    if captured > 0 {
        tf(lang, "say.capture", &[side, notation, &captured.to_string()])
    } else {
        tf(lang, "say.move", &[side, notation])
    }
}

const EN: &[(&str, &str)] = &[
    ("app.title", "Bao"),
    ("app.tagline", "Swahili mancala: Bao la Kiswahili, Bao la Kete, Bawo, Bao la Kujifunza"),
    ("reserve", "reserve"),
    ("side.south", "South"),
    ("side.north", "North"),
    ("stage.gambit", "gambit"),
    ("label.seed", "{0} seed"),
    ("label.seeds", "{0} seeds"),
    ("label.playable", "playable"),
    ("board.label", "Bao board, seen from {0}"),
    ("status.to_move", "{0} to move"),
    ("status.thinking", "The computer is thinking…"),
    ("status.thinking_progress", " {0} moves ahead, best so far {1}"),
    ("status.house_functional", "{0}: owned, working"),
    ("status.house_resting", "{0}: owned, too few seeds to work"),
    ("status.house_lost", "{0}: destroyed"),
    ("status.takasia", "{0} on {1}"),
    ("status.viewing", "Viewing the position after move {0}"),
    ("status.lap", "lap {0}"),
    ("status.hand", "{0} in hand"),
    ("status.clockwise", "clockwise"),
    ("status.anticlockwise", "anticlockwise"),
    ("status.you", "you"),
    ("status.computer", "computer, level {0}"),
    ("button.new_game", "New game"),
    ("button.undo", "Undo"),
    ("button.hint", "Hint"),
    ("button.lessons", "Lessons"),
    ("button.next_lesson", "Next lesson"),
    ("button.try_again", "Try again"),
    ("lessons.title", "Lessons"),
    ("lessons.intro", "Short lessons, one idea each, from sowing to takasia. Each sets up a position and checks your move."),
    ("lesson.heading", "Lesson {0} of {1}: {2}"),
    ("lessons.solved", "solved"),
    ("lesson.well_done", "Well done!"),
    ("lesson.all_done", "That was the last lesson: now play a game against the computer."),
    ("lesson.sow.title", "Sowing and relay"),
    ("lesson.sow.text", "Bao la Kujifunza: every hole starts with two seeds. Pick one of your holes (the bottom two rows) with two or more seeds, and a direction. The seeds are sown one by one around your own 16 holes; when the last one lands in a hole that was not empty, you lift them all and sow on (relay). The move ends in an empty hole. Make any move."),
    ("lesson.capture.title", "Capturing"),
    ("lesson.capture.text", "When the last seed of your first lap lands in an occupied hole of your front row and the opponent's hole facing it is not empty, you capture those seeds and sow them into your front row from a kichwa (an end hole). Capturing is compulsory, so only capture moves are offered. Two captures are possible here: take the most seeds."),
    ("lesson.capture.miss", "That captured only 2 seeds. Another move ends facing a bigger hole."),
    ("lesson.hamna.title", "Bao hamna: winning at once"),
    ("lesson.hamna.text", "You win at once when your captures empty the opponent's whole front row (Bao hamna). North has seeds in only two front holes. Find the move that captures both: after a capture the sowing can relay and capture again."),
    ("lesson.hamna.miss", "North still has a seed in the front row. Look for a capture whose seeds land in an occupied hole and sow on."),
    ("lesson.kichwa.title", "Namua and the kichwa"),
    ("lesson.kichwa.text", "Bao la Kiswahili begins in namua: each move starts by putting a seed from your reserve into your front row. Putting it into an occupied hole that faces an occupied hole captures. From a central hole (3 to 6) you choose the kichwa where the captured seeds enter. Capture as many seeds as you can."),
    ("lesson.kichwa.miss", "More seeds can be captured: from which kichwa do the captured seeds reach a second capture?"),
    ("lesson.safari.title", "The nyumba and safari"),
    ("lesson.safari.text", "Your nyumba (the square hole A5) works while it holds six or more seeds. When a lap of a namua capture ends there, you choose: stop, or go on (safari) by lifting all its seeds and sowing on, which gives up the nyumba. Here going on leads to a second capture."),
    ("lesson.safari.miss", "You stopped at the nyumba. Try going on (safari)."),
    ("lesson.takasia.title", "Takata and takasia"),
    ("lesson.takasia.text", "In mtaji, when no capture is possible you play a takata: you start from a front hole with two or more seeds and capture nothing. If afterwards you threaten exactly one of the opponent's front holes and he cannot capture, that hole is takasiaed (marked): on his next move he may not start from it, and a lap of his that ends there stops. Play the takata that marks a North hole."),
    ("lesson.takasia.miss", "No hole was marked. Which takata puts a seed in a hole that one of your laps can then reach, facing North's seeds?"),
    ("hint.searching", "Looking for a good move…"),
    ("hint.searching_depth", "Looking for a good move… ({0} moves ahead)"),
    ("hint.hole", "Hint: play from {0} (press Hint again for the whole move)"),
    ("hint.move", "Hint: {0}"),
    ("hint.stop", ", stopping at the nyumba"),
    ("hint.safari", " (+: go on, safari, at the nyumba)"),
    ("button.redo", "Redo"),
    ("button.resign", "Resign"),
    ("button.flip", "Flip board"),
    ("button.skip", "Skip"),
    ("button.replay", "Replay last move"),
    ("button.export", "Export record"),
    ("button.import", "Import record"),
    ("button.share", "Share link"),
    ("button.games", "Game list"),
    ("button.keys", "Keys"),
    ("button.glossary", "Glossary"),
    ("button.close", "Close"),
    ("button.start", "Start"),
    ("button.rematch", "Rematch"),
    ("button.next_match_game", "Next game of the match"),
    ("button.live", "Back to the game"),
    ("button.stop", "Stop"),
    ("button.safari", "Safari"),
    ("button.place_undo", "Take back a seed"),
    ("button.place_confirm", "Confirm placement"),
    ("button.yes_replace", "Yes, start the new one"),
    ("button.no_keep", "No, keep playing"),
    ("button.load", "Load"),
    ("button.export_broken", "Export the unreadable data"),
    ("button.reload_update", "Reload to update"),
    ("button.dismiss", "Dismiss"),
    ("dir.left", "Sow to your left (<)"),
    ("dir.right", "Sow to your right (>)"),
    ("dir.kichwa", "Enter the captured seeds at kichwa {0} ({1})"),
    ("pick.choose", "{0}: choose the direction"),
    ("pick.gambit", "Place your seeds: {0} of {1} placed. Click any of your 16 holes."),
    ("safari.question", "The sowing reached your {0}. Stop here, or go on safari?"),
    ("setting.speed", "Speed"),
    ("setting.language", "Language"),
    ("setting.theme", "Theme"),
    ("setting.sound", "Sound"),
    ("lang.auto", "Browser language"),
    ("speed.instant", "instant"),
    ("speed.fast", "fast"),
    ("speed.normal", "normal"),
    ("speed.slow", "slow"),
    ("theme.system", "system"),
    ("theme.light", "light"),
    ("theme.dark", "dark"),
    ("history.title", "Moves"),
    ("history.start", "Start"),
    ("new.title", "New game"),
    ("new.game", "Game"),
    ("new.setup", "Bawo setup"),
    ("new.opponent", "Opponent"),
    ("new.human", "A friend on this device"),
    ("new.computer", "The computer"),
    ("new.level", "Level"),
    ("new.level_weakest", "{0} (weakest)"),
    ("new.level_top", "{0} (strongest)"),
    ("new.computer_side", "The computer plays"),
    ("new.match", "Best of three (Bao la Kete match)"),
    ("match.score", "Match, game {0} of 3: {1} {2} – {3} {4}"),
    ("match.player1", "Player 1"),
    ("match.player2", "Player 2"),
    ("match.over", "The match is over."),
    ("confirm.replace", "The current game is not finished. Start the other game anyway? The current one stays in the game list."),
    ("import.title", "Import a game record"),
    ("import.paste", "Paste a record here, or choose a file:"),
    ("games.title", "Finished and abandoned games"),
    ("games.empty", "No games yet."),
    ("games.finished", "finished"),
    ("games.abandoned", "abandoned"),
    ("keys.title", "Keys"),
    ("keys.arrows", "Arrow keys: move between holes (← / → choose the direction once a hole is picked)"),
    ("keys.enter", "Enter: pick the hole"),
    ("keys.dir", "< or , : sow to your left; > or . : sow to your right"),
    ("keys.undo", "u: undo"),
    ("keys.flip", "f: flip the board"),
    ("keys.help", "?: show these keys"),
    ("keys.escape", "Escape: cancel, close"),
    ("glossary.title", "Glossary"),
    ("glossary.nyumba", "nyumba (kuu in Lamu and Malawi): the square house, hole 5 of the front row"),
    ("glossary.kichwa", "kichwa: the two end holes of the front row, where captured seeds enter"),
    ("glossary.kimbi", "kimbi: the two holes at each end of the front row"),
    ("glossary.namua", "namua (nemo in Lamu): the first stage, each move starts with a seed from the reserve"),
    ("glossary.mtaji", "mtaji: the second stage, moves start by lifting a hole"),
    ("glossary.takata", "takata: a move that captures nothing"),
    ("glossary.takasia", "takasia (hizi zetu in Lamu): a hole marked so that it may not start the next move"),
    ("glossary.safari", "safari: going on from the nyumba, lifting all its seeds"),
    ("glossary.nemo", "nemo (Malawi): the reserve seeds"),
    ("notice.imported", "Game loaded."),
    ("notice.other_tab", "This game was changed in another tab; showing its latest state."),
    ("notice.save_unreadable", "The saved game could not be read. It was kept aside (you can export it) and a fresh game started."),
    ("notice.save_too_new", "The saved game is from a newer version ({0}) of the app. It was kept aside and a fresh game started."),
    ("notice.bad_link", "This link does not contain a game. Your current game is unchanged."),
    ("notice.bad_record", "The record is wrong at line {0} ({1}): {2}. Your current game is unchanged."),
    ("notice.link_ready", "Share link (copied if the browser allowed it):"),
    ("notice.nothing_to_undo", "There is no move to take back or redo."),
    ("notice.computer_failed", "The computer could not move: {0}"),
    ("notice.cannot_play", "{0} cannot be played: {1}"),
    ("notice.update", "A new version of the app is ready."),
    ("result.win", "{0} wins"),
    ("result.draw", "Draw"),
    ("say.move", "{0} played {1}."),
    ("say.capture", "{0} played {1} and captured {2} seeds."),
    ("say.safari", "Stop or safari?"),
    ("end.bao_hamna", "bao hamna: the front row was emptied by a capture"),
    ("end.front_row_empty", "the front row of the player to move is empty"),
    ("end.no_legal_move", "the player to move has no legal move"),
    ("end.self_emptied", "the mover emptied his own front row"),
    ("end.repetition", "the same position occurred three times"),
    ("end.ply_limit", "1000 moves were played"),
    ("end.resignation", "resignation"),
    ("why.not_your_hole", "it is not your hole"),
    ("why.gambit_placement", "the first move of Bawo is a placement, not a sowing"),
    ("why.not_front_row", "in namua the seed goes into your front row"),
    ("why.empty", "the hole is empty"),
    ("why.singleton", "a single seed may not start a move"),
    ("why.nyumba_not_alone", "the seed may go into the {0} only when it is your only occupied front hole"),
    ("why.capture_compulsory", "capturing is compulsory and this hole does not capture"),
    ("why.takasia", "the opponent marked this hole ({1}): it may not start your move"),
    ("why.takasia_duty", "you must capture the hole you marked ({1})"),
    ("why.front_row_would_empty", "your front row would become empty"),
    ("why.never_ending", "the move would never end"),
    ("why.sixteen_cannot_capture", "a hole with 16 or more seeds cannot start a capture"),
    ("why.kuu_must_start", "while your {0} works, every takata starts from it"),
    ("why.back_row_not_allowed", "the back row may start a move only when no front hole holds two or more"),
    ("why.no_such_direction", "there is no such direction here"),
    ("why.no_safari_choice", "this move never reaches the {0} choice"),
    ("why.game_over", "the game is over"),
];

const SW: &[(&str, &str)] = &[
    ("app.title", "Bao"),
    ("app.tagline", "Bao la Kiswahili, Bao la Kete, Bawo, Bao la Kujifunza"),
    ("reserve", "akiba"),
    ("side.south", "Kusini"),
    ("side.north", "Kaskazini"),
    ("stage.gambit", "mpangilio"),
    ("label.seed", "mbegu {0}"),
    ("label.seeds", "mbegu {0}"),
    ("label.playable", "inachezeka"),
    ("board.label", "Ubao wa bao, kutoka upande wa {0}"),
    ("status.to_move", "Zamu ya {0}"),
    ("status.thinking", "Kompyuta inafikiri…"),
    ("status.thinking_progress", " hatua {0} mbele, bora hadi sasa {1}"),
    ("status.house_functional", "{0}: inamilikiwa, inafanya kazi"),
    ("status.house_resting", "{0}: inamilikiwa, mbegu hazitoshi"),
    ("status.house_lost", "{0}: imevunjwa"),
    ("status.takasia", "{0} kwenye {1}"),
    ("status.viewing", "Unaangalia hali baada ya hatua {0}"),
    ("status.lap", "mzunguko {0}"),
    ("status.hand", "{0} mkononi"),
    ("status.clockwise", "kisaa"),
    ("status.anticlockwise", "kinyume cha saa"),
    ("status.you", "wewe"),
    ("status.computer", "kompyuta, kiwango {0}"),
    ("button.new_game", "Mchezo mpya"),
    ("button.undo", "Rudisha"),
    ("button.hint", "Dokezo"),
    ("button.lessons", "Masomo"),
    ("button.next_lesson", "Somo lijalo"),
    ("button.try_again", "Jaribu tena"),
    ("lessons.title", "Masomo"),
    ("lessons.intro", "Masomo mafupi, kila moja wazo moja, kuanzia kupanda hadi takasia. Kila somo linaweka hali ya ubao na kukagua hatua yako."),
    ("lesson.heading", "Somo {0} kati ya {1}: {2}"),
    ("lessons.solved", "limetatuliwa"),
    ("lesson.well_done", "Hongera!"),
    ("lesson.all_done", "Hilo lilikuwa somo la mwisho: sasa cheza mchezo dhidi ya kompyuta."),
    ("lesson.sow.title", "Kupanda na kuendelea"),
    ("lesson.sow.text", "Bao la Kujifunza: kila shimo lina mbegu mbili mwanzoni. Chagua shimo lako (safu mbili za chini) lenye mbegu mbili au zaidi, na upande. Mbegu hupandwa moja moja katika mashimo yako 16; mbegu ya mwisho ikiangukia shimo lisilo tupu, unazichukua zote na kuendelea kupanda. Hatua inaishia katika shimo tupu. Cheza hatua yoyote."),
    ("lesson.capture.title", "Kula"),
    ("lesson.capture.text", "Mbegu ya mwisho ya mzunguko wa kwanza ikiangukia shimo lenye mbegu katika safu yako ya mbele, na shimo la mpinzani linaloelekeana nalo si tupu, unakula mbegu hizo na kuzipanda katika safu yako ya mbele kuanzia kichwa. Kula ni lazima, kwa hiyo hatua za kula tu ndizo zinazotolewa. Hapa kuna njia mbili za kula: kula mbegu nyingi zaidi."),
    ("lesson.capture.miss", "Hiyo imekula mbegu 2 tu. Hatua nyingine inaishia mbele ya shimo kubwa zaidi."),
    ("lesson.hamna.title", "Bao hamna: kushinda mara moja"),
    ("lesson.hamna.text", "Unashinda mara moja unapokula mbegu zote za safu ya mbele ya mpinzani (bao hamna). Kaskazini ana mbegu katika mashimo mawili tu ya mbele. Tafuta hatua inayokula yote mawili: baada ya kula, upandaji unaweza kuendelea na kula tena."),
    ("lesson.hamna.miss", "Kaskazini bado ana mbegu katika safu ya mbele. Tafuta kula ambako mbegu zilizoliwa zinaangukia shimo lenye mbegu na kuendelea."),
    ("lesson.kichwa.title", "Namua na kichwa"),
    ("lesson.kichwa.text", "Bao la Kiswahili linaanza kwa namua: kila hatua inaanza kwa kuweka mbegu moja kutoka akiba yako katika safu ya mbele. Kuiweka katika shimo lenye mbegu linaloelekeana na shimo lenye mbegu ni kula. Kutoka shimo la katikati (3 hadi 6) unachagua kichwa ambapo mbegu zilizoliwa zinaingia. Kula mbegu nyingi kadiri uwezavyo."),
    ("lesson.kichwa.miss", "Mbegu zaidi zinaweza kuliwa: kutoka kichwa kipi mbegu zilizoliwa zinafika kula tena?"),
    ("lesson.safari.title", "Nyumba na safari"),
    ("lesson.safari.text", "Nyumba yako (shimo la mraba A5) inafanya kazi ikiwa na mbegu sita au zaidi. Mzunguko wa kula katika namua ukiishia hapo, unachagua: kusimama, au kuendelea (safari) kwa kuchukua mbegu zake zote na kupanda, na nyumba inavunjika. Hapa kuendelea kunaleta kula tena."),
    ("lesson.safari.miss", "Umesimama kwenye nyumba. Jaribu kuendelea (safari)."),
    ("lesson.takasia.title", "Takata na takasia"),
    ("lesson.takasia.text", "Katika mtaji, isipowezekana kula unacheza takata: unaanza kutoka shimo la mbele lenye mbegu mbili au zaidi na huli chochote. Ikiwa baadaye unatishia shimo moja tu la mbele la mpinzani na yeye hawezi kula, shimo hilo linatakasiwa (linawekwa alama): katika hatua yake ijayo hawezi kuanzia hapo, na mzunguko wake ukiishia hapo unasimama. Cheza takata inayoweka alama kwenye shimo la Kaskazini."),
    ("lesson.takasia.miss", "Hakuna shimo lililowekwa alama. Takata ipi inaweka mbegu katika shimo ambalo mzunguko wako mmoja unaweza kulifikia, likielekeana na mbegu za Kaskazini?"),
    ("hint.searching", "Inatafuta hatua nzuri…"),
    ("hint.searching_depth", "Inatafuta hatua nzuri… (hatua {0} mbele)"),
    ("hint.hole", "Dokezo: cheza kutoka {0} (bonyeza Dokezo tena kwa hatua nzima)"),
    ("hint.move", "Dokezo: {0}"),
    ("hint.stop", ", ukisimama kwenye nyumba"),
    ("hint.safari", " (+: endelea, safari, kwenye nyumba)"),
    ("button.redo", "Rudia"),
    ("button.resign", "Kubali kushindwa"),
    ("button.flip", "Geuza ubao"),
    ("button.skip", "Ruka"),
    ("button.replay", "Onyesha tena hatua ya mwisho"),
    ("button.export", "Hamisha rekodi"),
    ("button.import", "Leta rekodi"),
    ("button.share", "Kiungo cha kushiriki"),
    ("button.games", "Orodha ya michezo"),
    ("button.keys", "Vitufe"),
    ("button.glossary", "Kamusi"),
    ("button.close", "Funga"),
    ("button.start", "Anza"),
    ("button.rematch", "Cheza tena"),
    ("button.next_match_game", "Mchezo unaofuata wa mashindano"),
    ("button.live", "Rudi kwenye mchezo"),
    ("button.stop", "Simama"),
    ("button.safari", "Safari"),
    ("button.place_undo", "Rudisha mbegu moja"),
    ("button.place_confirm", "Thibitisha mpangilio"),
    ("button.yes_replace", "Ndiyo, anza mpya"),
    ("button.no_keep", "Hapana, endelea kucheza"),
    ("button.load", "Fungua"),
    ("button.export_broken", "Hamisha data isiyosomeka"),
    ("button.reload_update", "Pakia upya kusasisha"),
    ("button.dismiss", "Ondoa"),
    ("dir.left", "Panda kushoto kwako (<)"),
    ("dir.right", "Panda kulia kwako (>)"),
    ("dir.kichwa", "Ingiza mbegu zilizokamatwa kwenye kichwa {0} ({1})"),
    ("pick.choose", "{0}: chagua mwelekeo"),
    ("pick.gambit", "Panga mbegu zako: {0} kati ya {1}. Bofya shimo lolote kati ya 16 yako."),
    ("safari.question", "Upandaji umefika {0} yako. Usimame hapa, au uende safari?"),
    ("setting.speed", "Kasi"),
    ("setting.language", "Lugha"),
    ("setting.theme", "Mandhari"),
    ("setting.sound", "Sauti"),
    ("lang.auto", "Lugha ya kivinjari"),
    ("speed.instant", "papo hapo"),
    ("speed.fast", "haraka"),
    ("speed.normal", "kawaida"),
    ("speed.slow", "polepole"),
    ("theme.system", "mfumo"),
    ("theme.light", "mwanga"),
    ("theme.dark", "giza"),
    ("history.title", "Hatua"),
    ("history.start", "Mwanzo"),
    ("new.title", "Mchezo mpya"),
    ("new.game", "Mchezo"),
    ("new.setup", "Mpangilio wa Bawo"),
    ("new.opponent", "Mpinzani"),
    ("new.human", "Rafiki kwenye kifaa hiki"),
    ("new.computer", "Kompyuta"),
    ("new.level", "Kiwango"),
    ("new.level_weakest", "{0} (dhaifu zaidi)"),
    ("new.level_top", "{0} (hodari zaidi)"),
    ("new.computer_side", "Kompyuta inacheza"),
    ("new.match", "Bora kati ya mitatu (mashindano ya Bao la Kete)"),
    ("match.score", "Mashindano, mchezo {0} kati ya 3: {1} {2} – {3} {4}"),
    ("match.player1", "Mchezaji 1"),
    ("match.player2", "Mchezaji 2"),
    ("match.over", "Mashindano yamekwisha."),
    ("confirm.replace", "Mchezo huu haujaisha. Uanze mchezo mwingine hata hivyo? Huu utabaki kwenye orodha ya michezo."),
    ("import.title", "Leta rekodi ya mchezo"),
    ("import.paste", "Bandika rekodi hapa, au chagua faili:"),
    ("games.title", "Michezo iliyokwisha na iliyoachwa"),
    ("games.empty", "Bado hakuna michezo."),
    ("games.finished", "umekwisha"),
    ("games.abandoned", "umeachwa"),
    ("keys.title", "Vitufe"),
    ("keys.arrows", "Vitufe vya mishale: hamia kati ya mashimo (← / → huchagua mwelekeo shimo likishachaguliwa)"),
    ("keys.enter", "Enter: chagua shimo"),
    ("keys.dir", "< au , : panda kushoto kwako; > au . : panda kulia kwako"),
    ("keys.undo", "u: rudisha"),
    ("keys.flip", "f: geuza ubao"),
    ("keys.help", "?: onyesha vitufe hivi"),
    ("keys.escape", "Escape: ghairi, funga"),
    ("glossary.title", "Kamusi"),
    ("glossary.nyumba", "nyumba (kuu huko Lamu na Malawi): shimo la mraba, shimo la 5 la safu ya mbele"),
    ("glossary.kichwa", "kichwa: mashimo mawili ya pembeni ya safu ya mbele, mbegu zilizokamatwa huingia hapo"),
    ("glossary.kimbi", "kimbi: mashimo mawili kila pembe ya safu ya mbele"),
    ("glossary.namua", "namua (nemo huko Lamu): hatua ya kwanza, kila zamu huanza na mbegu ya akiba"),
    ("glossary.mtaji", "mtaji: hatua ya pili, zamu huanza kwa kuchukua shimo"),
    ("glossary.takata", "takata: hatua isiyokamata kitu"),
    ("glossary.takasia", "takasia (hizi zetu huko Lamu): shimo lililowekewa alama lisianze zamu inayofuata"),
    ("glossary.safari", "safari: kuendelea kutoka nyumba, ukichukua mbegu zake zote"),
    ("glossary.nemo", "nemo (Malawi): mbegu za akiba"),
    ("notice.imported", "Mchezo umefunguliwa."),
    ("notice.other_tab", "Mchezo huu umebadilishwa kwenye kichupo kingine; hali yake ya karibuni inaonyeshwa."),
    ("notice.save_unreadable", "Mchezo uliohifadhiwa haukusomeka. Umewekwa kando (unaweza kuuhamisha) na mchezo mpya umeanza."),
    ("notice.save_too_new", "Mchezo uliohifadhiwa ni wa toleo jipya ({0}) la programu. Umewekwa kando na mchezo mpya umeanza."),
    ("notice.bad_link", "Kiungo hiki hakina mchezo. Mchezo wako haujabadilika."),
    ("notice.bad_record", "Rekodi ina kosa kwenye mstari {0} ({1}): {2}. Mchezo wako haujabadilika."),
    ("notice.link_ready", "Kiungo cha kushiriki (kimenakiliwa kama kivinjari kiliruhusu):"),
    ("notice.nothing_to_undo", "Hakuna hatua ya kurudisha au kurudia."),
    ("notice.computer_failed", "Kompyuta haikuweza kucheza: {0}"),
    ("notice.cannot_play", "{0} haliwezi kuchezwa: {1}"),
    ("notice.update", "Toleo jipya la programu liko tayari."),
    ("result.win", "{0} ameshinda"),
    ("result.draw", "Sare"),
    ("say.move", "{0} amecheza {1}."),
    ("say.capture", "{0} amecheza {1} na amekamata mbegu {2}."),
    ("say.safari", "Simama au safari?"),
    ("end.bao_hamna", "bao hamna: safu ya mbele imemalizwa kwa kukamata"),
    ("end.front_row_empty", "safu ya mbele ya anayecheza iko tupu"),
    ("end.no_legal_move", "anayecheza hana hatua halali"),
    ("end.self_emptied", "mchezaji amemaliza safu yake ya mbele mwenyewe"),
    ("end.repetition", "hali ileile imetokea mara tatu"),
    ("end.ply_limit", "hatua 1000 zimechezwa"),
    ("end.resignation", "amekubali kushindwa"),
    ("why.not_your_hole", "si shimo lako"),
    ("why.gambit_placement", "zamu ya kwanza ya Bawo ni kupanga mbegu, si kupanda"),
    ("why.not_front_row", "katika namua mbegu huingia safu yako ya mbele"),
    ("why.empty", "shimo ni tupu"),
    ("why.singleton", "mbegu moja haiwezi kuanza zamu"),
    ("why.nyumba_not_alone", "mbegu inaweza kuingia {0} tu ikiwa ndilo shimo pekee lenye mbegu mbele"),
    ("why.capture_compulsory", "kukamata ni lazima na shimo hili halikamati"),
    ("why.takasia", "mpinzani amelitia alama shimo hili ({1}): haliwezi kuanza zamu yako"),
    ("why.takasia_duty", "lazima ukamate shimo ulilolitia alama ({1})"),
    ("why.front_row_would_empty", "safu yako ya mbele ingekuwa tupu"),
    ("why.never_ending", "zamu hii isingeisha kamwe"),
    ("why.sixteen_cannot_capture", "shimo lenye mbegu 16 au zaidi haliwezi kuanza kukamata"),
    ("why.kuu_must_start", "wakati {0} yako inafanya kazi, kila takata huanza hapo"),
    ("why.back_row_not_allowed", "safu ya nyuma inaweza kuanza tu kama hakuna shimo la mbele lenye mbegu mbili au zaidi"),
    ("why.no_such_direction", "hakuna mwelekeo huo hapa"),
    ("why.no_safari_choice", "zamu hii haifiki uchaguzi wa {0}"),
    ("why.game_over", "mchezo umekwisha"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn keys(lang: Lang) -> BTreeSet<&'static str> {
        lang.catalogue().iter().map(|(k, _)| *k).collect()
    }

    #[test]
    fn both_catalogues_have_exactly_the_same_keys_once() {
        for lang in Lang::ALL {
            assert_eq!(keys(lang).len(), lang.catalogue().len(), "{lang:?} has a duplicate key");
        }
        let (en, sw) = (keys(Lang::En), keys(Lang::Sw));
        assert!(en.difference(&sw).next().is_none(), "missing in Kiswahili: {:?}", en.difference(&sw).collect::<Vec<_>>());
        assert!(sw.difference(&en).next().is_none(), "missing in English: {:?}", sw.difference(&en).collect::<Vec<_>>());
    }

    #[test]
    fn every_engine_reason_and_end_has_words() {
        use WhyNot::*;
        let reasons = [
            NotYourHole,
            GambitPlacement,
            NotFrontRow,
            Empty,
            Singleton,
            NyumbaNotAlone,
            CaptureCompulsory,
            Takasia,
            TakasiaDuty,
            FrontRowWouldEmpty,
            NeverEnding,
            SixteenCannotCapture,
            KuuMustStart,
            BackRowNotAllowed,
            NoSuchDirection,
            NoSafariChoice,
            GameOver,
        ];
        let ends = [
            EndReason::BaoHamna,
            EndReason::FrontRowEmpty,
            EndReason::NoLegalMove,
            EndReason::SelfEmptied,
            EndReason::Repetition,
            EndReason::PlyLimit,
            EndReason::Resignation,
        ];
        for lang in Lang::ALL {
            for why in reasons {
                assert!(keys(lang).contains(format!("why.{}", why.name()).as_str()), "{lang:?} {why:?}");
            }
            for end in ends {
                assert!(keys(lang).contains(format!("end.{}", end.name()).as_str()), "{lang:?} {end:?}");
            }
        }
        assert_eq!(why_not_words(Lang::En, Variant::Kete, KuuMustStart), "while your kuu works, every takata starts from it");
    }

    #[test]
    fn a_hole_label_starts_with_the_name_then_the_count() {
        let a5 = Hole::parse("A5").unwrap();
        assert_eq!(hole_label(Lang::En, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, 6 seeds");
        assert_eq!(hole_label(Lang::Sw, Variant::Kiswahili, a5, 6, true, false, false), "A5, nyumba, mbegu 6");
        assert_eq!(hole_label(Lang::En, Variant::Kete, a5, 1, true, true, true), "A5, kuu, 1 seed, hizi zetu, playable");
        let a8 = Hole::parse("a8").unwrap();
        assert_eq!(hole_label(Lang::En, Variant::Kujifunza, a8, 2, false, false, false), "a8, 2 seeds, kichwa");
    }

    #[test]
    fn local_names_follow_the_game() {
        assert_eq!(stage_word(Lang::En, Variant::Kete, Stage::Namua), "nemo");
        assert_eq!(stage_word(Lang::Sw, Variant::Kiswahili, Stage::Namua), "namua");
        assert_eq!(reserve_word(Lang::En, Variant::Bawo), "nemo");
        assert_eq!(reserve_word(Lang::En, Variant::Kiswahili), "reserve");
        assert_eq!(Lang::from_browser("sw-TZ"), Lang::Sw);
        assert_eq!(Lang::from_browser("de"), Lang::En);
    }
}

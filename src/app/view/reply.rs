//! The opponent's best reply to the move being considered: on the game's board (the setting)
//! and on the analysis board, for each move from the hole the person points at or has picked,
//! the opponent's best reply as a small search in the AI worker finds it, and what it captures
//! as the engine plays it. Never on a learning step's, a practice level's, a drill's or a
//! puzzle's board: it would give the answer away.
//!
//! The words come from playing the moves with the engine ([`Game::play`], whose result says
//! when a move ends the game) and reading the reply's captures with
//! [`crate::app::explain::reply_of`]; nothing here re-derives a rule.

use crate::ai::protocol::ProveRequest;
use crate::app::explain;
use crate::app::i18n::{self, tf, Lang, ReplyText};
use crate::app::state::{AppState, FoundReply, Page, ReplyKey};
use crate::engine::{Game, Move, Side};

/// The node budget of the search for the opponent's best reply: a few thousand nodes — about
/// 4 ms in the worker on a phone (some thousand nodes a millisecond), 40 ms at the slowest a
/// healthy device runs (`crate::ai::protocol::SLOWEST_NODES_PER_MS`) — so that the reply is
/// said while the pointer still rests on the hole, and a considered move that changes before
/// its reply is found costs little.
pub const REPLY_NODES: u64 = 4_000;

/// The reply line of one considered move.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplyLine {
    /// The move considered, in notation.
    pub mv: String,
    /// What the opponent's best reply to it does (or that it is being looked for, or that
    /// the move ends the game), in words.
    pub text: String,
    /// The reply is still being looked for.
    pub searching: bool,
}

/// The moves being considered now and the game they are played in: every legal move from the
/// hole considered on the game's board (while the setting is on) or on the analysis board.
pub fn considered(state: &AppState) -> Option<(Game, Vec<Move>)> {
    let (game, hole) = match state.page() {
        Page::Game if state.settings().reply => {
            let hole = super::game_board(state, None).considered_hole()?;
            (state.game().clone(), hole)
        }
        Page::Analysis => {
            let game = state.pages.analysis.board.as_ref()?.game();
            let hole = crate::app::pages::analysis::view::board_config(state, &game).considered_hole()?;
            (game, hole)
        }
        _ => return None,
    };
    let moves = game.position().legal_moves().into_iter().filter(|mv| mv.start_hole() == Some(hole)).collect();
    Some((game, moves))
}

/// The game after `mv` (`None`: not legal).
fn after(game: &Game, mv: Move) -> Option<Game> {
    let mut after = game.clone();
    after.play(&mv).ok()?;
    Some(after)
}

/// The search that finds the opponent's best reply in the game `after` the considered move:
/// the worker's bounded search of its position at [`REPLY_NODES`], after its history.
pub fn request(after: &Game) -> ProveRequest {
    ProveRequest { position: after.position().clone(), history: after.keys_before(after.plies().len()), depth: None, nodes: REPLY_NODES, up_to: None }
}

/// The search to ask the worker for now: the first considered move whose reply is not found
/// yet (a move that ends the game needs none).
pub fn asked(state: &AppState) -> Option<(ReplyKey, ProveRequest)> {
    let (game, moves) = considered(state)?;
    let position = game.position().key();
    moves.into_iter().find_map(|mv| {
        let key = ReplyKey { position, mv };
        let after = after(&game, mv).filter(|after| !after.is_over() && state.replies.get(&key).is_none())?;
        Some((key, request(&after)))
    })
}

/// The reply line of each considered move (none for a move whose search brought no answer).
pub fn reply_lines(state: &AppState) -> Vec<ReplyLine> {
    let Some((game, moves)) = considered(state) else { return Vec::new() };
    let person = match state.page() {
        Page::Game => state.session().opponent.person_side(),
        _ => None,
    };
    let position = game.position().key();
    let lang = state.lang();
    moves
        .into_iter()
        .filter_map(|mv| {
            let after = after(&game, mv)?;
            let found = state.replies.get(&ReplyKey { position, mv });
            line(lang, &after, mv, found, person)
        })
        .collect()
}

/// The words for the considered move `mv`, the game `after` it and what the worker found
/// (`person`: the side the person plays against the computer, for the result's words).
fn line(lang: Lang, after: &Game, mv: Move, found: Option<FoundReply>, person: Option<Side>) -> Option<ReplyLine> {
    let notation = mv.to_string();
    let (text, searching) = match (after.result(), found) {
        (Some((outcome, reason)), _) => (tf(lang, ReplyText::EndsGame, &[&notation, &i18n::result_words_for(lang, outcome, reason, person)]), false),
        (None, None) => (tf(lang, ReplyText::Searching, &[&notation, i18n::side_word(lang, after.position().to_move())]), true),
        (None, Some(FoundReply::Best(Some(reply)))) => (reply_words(lang, after, &notation, reply)?, false),
        // No answer, or no move for the opponent (the game would have ended): nothing to say.
        (None, Some(FoundReply::Best(None) | FoundReply::Unavailable)) => return None,
    };
    Some(ReplyLine { mv: notation, text, searching })
}

/// "After A1>, North's best reply is a4>: it captures 1 seed (A3)." — the reply played from
/// the position `after` the considered move, its captures read from the engine's events, and
/// whether it wins the game.
fn reply_words(lang: Lang, after: &Game, considered: &str, reply: Move) -> Option<String> {
    let replier = after.position().to_move();
    let capture = explain::reply_of(after.position(), reply)?;
    let wins = self::after(after, reply).and_then(|game| game.result()).is_some_and(|(outcome, _)| outcome == crate::engine::Outcome::Win(replier));
    let (side, notation) = (i18n::side_word(lang, replier), reply.to_string());
    if capture.captured.is_empty() {
        return Some(tf(lang, if wins { ReplyText::QuietAndWins } else { ReplyText::Quiet }, &[considered, side, &notation]));
    }
    let holes: Vec<String> = capture.captured.iter().map(|(hole, _)| hole.name()).collect();
    let key = if wins { ReplyText::CapturesAndWins } else { ReplyText::Captures };
    Some(tf(lang, key, &[considered, side, &notation, &i18n::seeds(lang, capture.seeds), &holes.join(", ")]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::protocol::{answer, Ask, Reply};
    use crate::app::i18n::Lang;
    use crate::app::setup::Opponent;
    use crate::app::state::tests::fresh;
    use crate::app::state::{AnalysisAction, BoardAction, GameAction, LearnAction, PlayAction, ReplyAction, ScreenAction, SettingsAction};
    use crate::engine::{Hole, Position};

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    fn mv(pos: &Position, text: &str) -> Move {
        crate::engine::parse_move(pos, text).unwrap().0
    }

    /// Bao la Kujifunza (mtaji rules, RULES.md §10), South to move. South's front holds only A1
    /// (2 seeds), a kichwa: the front row may not be emptied, so it must be sown towards the
    /// centre (§5): A1> drops into A2 and A3 and ends in the empty A3 — South's one legal move
    /// (B8's 2 seeds may start no move while a front hole holds 2). Then North: a4 (2) sown
    /// clockwise drops into a5 and a6, which held 1: a6 faces A3 (A i faces a(9−i)), which now
    /// holds 1 — a capture, and capturing is compulsory (§3), so a4> is North's only legal
    /// move: it takes A3's seed, entered at the left kichwa a1 (a central hole keeps the
    /// clockwise direction, §4), which was empty: the move ends. South still has B8 to play.
    /// With `b8` 0 instead, South is left with the single seed in A2 and no move: a4> wins.
    fn a1_then_a4(b8: u8) -> Position {
        a1_before(b8, 1)
    }

    /// [`a1_then_a4`] with `b8` seeds in B8 and `a6` in a6.
    fn a1_before(b8: u8, a6: u8) -> Position {
        let json = format!(
            r#"{{"variant":"kujifunza","to_move":"south","takasia":null,"ply":0,
            "south":{{"front":[2,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,{b8}],"reserve":0,"house":"lost"}},
            "north":{{"front":[0,0,0,2,0,{a6},0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"}}}}"#
        );
        Position::from_json(&json, true).unwrap()
    }

    fn game_from(start: Position, opponent: Opponent) -> AppState {
        fresh().reduce(GameAction::StartFrom { start: Box::new(start), opponent })
    }

    fn texts(state: &AppState) -> Vec<String> {
        reply_lines(state).into_iter().map(|line| line.text).collect()
    }

    /// The worker's answer to a request, worked out natively by the same code.
    fn worker_best(request: &ProveRequest) -> Option<Move> {
        let mut best = None;
        answer(&Ask::Prove(request.clone()).write(), &|| 0.0, &mut |reply| {
            if let Reply::Proved { best: found, .. } = reply {
                best = *found;
            }
        });
        best
    }

    #[test]
    fn pointing_at_a_hole_asks_for_the_opponents_reply_and_says_what_it_takes() {
        let start = a1_then_a4(2);
        let state = game_from(start.clone(), Opponent::Computer { level: 1, side: crate::engine::Side::North });
        assert!(asked(&state).is_none() && reply_lines(&state).is_empty(), "nothing considered yet");
        let state = state.reduce(ScreenAction::Point(Some(hole("A1"))));
        let (key, request) = asked(&state).expect("A1> is considered");
        let a1 = mv(&start, "A1>");
        assert_eq!(key, ReplyKey { position: start.key(), mv: a1 });
        assert_eq!(request.position, start.play(&a1).unwrap().position, "the worker searches the position after A1>");
        assert_eq!(request.history, vec![start.key()]);
        assert_eq!(request.nodes, REPLY_NODES);
        assert_eq!(texts(&state), ["After A1>: looking for North's best reply…"]);
        let a4 = mv(&request.position, "a4>");
        assert_eq!(worker_best(&request), Some(a4), "North's only legal move");

        let found = state.reduce(ReplyAction::Found { key, best: Some(a4) });
        assert!(asked(&found).is_none(), "nothing more to ask");
        assert_eq!(texts(&found), ["After A1>, North's best reply is a4>: it captures 1 seed (A3)."]);
        let sw = found.clone().reduce(SettingsAction::SetLang(Some(Lang::Sw)));
        assert_eq!(texts(&sw), ["Baada ya A1>, jibu bora la Kaskazini ni a4>: anakula kete 1 (A3)."]);
        // Pointing away and back: the answer is kept, nothing is asked again.
        let back = found.clone().reduce(ScreenAction::Point(None)).reduce(ScreenAction::Point(Some(hole("A1"))));
        assert!(asked(&back).is_none());
        assert_eq!(texts(&back), texts(&found));
        // The setting switches it off.
        let off = found.clone().reduce(SettingsAction::ToggleReply);
        assert!(asked(&off).is_none() && reply_lines(&off).is_empty());
        assert!(!off.settings().reply);
    }

    /// Without B8's seeds South has nothing left after a4> but A2's single seed, which starts
    /// no move: North wins (RULES.md §11).
    #[test]
    fn a_reply_that_wins_says_so() {
        let start = a1_then_a4(0);
        let state = game_from(start, Opponent::Human).reduce(ScreenAction::Point(Some(hole("A1"))));
        let (key, request) = asked(&state).expect("A1> is considered");
        let best = worker_best(&request);
        let state = state.reduce(ReplyAction::Found { key, best });
        assert_eq!(texts(&state), ["After A1>, North's best reply is a4>: it captures 1 seed (A3) and wins the game."]);
    }

    /// With a6 empty, a4 sown either way ends in an empty hole (a5, a6 or a3, a2): North has no
    /// capture, and whichever takata the search prefers captures nothing.
    #[test]
    fn a_reply_that_captures_nothing_says_so() {
        let state = game_from(a1_before(2, 0), Opponent::Human).reduce(ScreenAction::Point(Some(hole("A1"))));
        let (key, request) = asked(&state).expect("A1> is considered");
        let best = worker_best(&request).expect("North has a move");
        let said = texts(&state.reduce(ReplyAction::Found { key, best: Some(best) }));
        let quiet = |reply: &str| format!("After A1>, North's best reply is {reply}, which captures nothing.");
        assert!(said == [quiet("a4>")] || said == [quiet("a4<")], "{said:?}");
    }

    /// A late answer, for a position no longer on the board, is never said; a failed search is
    /// not asked again and says nothing.
    #[test]
    fn an_answer_for_another_position_or_no_answer_says_nothing() {
        let start = a1_then_a4(2);
        let state = game_from(start.clone(), Opponent::Human).reduce(ScreenAction::Point(Some(hole("A1"))));
        let (key, _) = asked(&state).expect("A1> is considered");
        let elsewhere = ReplyKey { position: key.position ^ 1, ..key };
        let late = state.clone().reduce(ReplyAction::Found { key: elsewhere, best: None });
        assert_eq!(texts(&late), ["After A1>: looking for North's best reply…"]);
        assert_eq!(asked(&late).map(|(k, _)| k), Some(key), "still asked");
        let failed = state.reduce(ReplyAction::Failed { key });
        assert!(asked(&failed).is_none() && reply_lines(&failed).is_empty());
    }

    /// South's front A2 2, A4 1; North's front only a5 (3). A2> drops into A3 and A4 and ends
    /// in A4, which held 1, facing a5 (occupied): a capture, compulsory, so A2> is South's only
    /// move (A2< ends in the back row, B1). It empties North's front row: Bao hamna, South
    /// wins (RULES.md §4, §11). Nothing is asked of the worker.
    #[test]
    fn a_move_that_ends_the_game_says_so_and_asks_nothing() {
        let json = r#"{"variant":"kujifunza","to_move":"south","takasia":null,"ply":0,
            "south":{"front":[0,2,0,1,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},
            "north":{"front":[0,0,0,0,3,0,0,0],"back":[1,1,1,1,1,1,1,1],"reserve":0,"house":"lost"}}"#;
        let state = game_from(Position::from_json(json, true).unwrap(), Opponent::Human).reduce(ScreenAction::Point(Some(hole("A2"))));
        assert!(asked(&state).is_none());
        let said = texts(&state);
        assert_eq!(said.len(), 1);
        assert!(said[0].starts_with("A2> ends the game: South wins"), "{said:?}");
    }

    /// Only where the person may move: not while the computer is to move, not over a past
    /// position viewed, not on a learning step's board.
    #[test]
    fn the_reply_is_not_said_where_the_person_does_not_choose_a_move() {
        let start = a1_then_a4(2);
        let computer_south = game_from(start.clone(), Opponent::Computer { level: 1, side: crate::engine::Side::South });
        assert!(computer_south.session().computer_to_move());
        let pointed = computer_south.reduce(ScreenAction::Point(Some(hole("A1"))));
        assert!(asked(&pointed).is_none() && reply_lines(&pointed).is_empty(), "the computer is to move");

        let played = game_from(start, Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A1"))));
        assert_eq!(played.game().plies().len(), 1, "A1's one move is played at once");
        let viewed = played.reduce(ScreenAction::View(Some(0))).reduce(ScreenAction::Point(Some(hole("A1"))));
        assert!(asked(&viewed).is_none(), "a past position is viewed");

        let learning = fresh().reduce(LearnAction::Continue);
        assert_eq!(learning.page(), Page::Learn);
        let pointed = learning.reduce(LearnAction::Board(BoardAction::Point(Some(hole("A3"))))).reduce(ScreenAction::Point(Some(hole("A3"))));
        assert!(asked(&pointed).is_none() && reply_lines(&pointed).is_empty(), "a learning step gives nothing away");
    }

    /// The analysis board says it too, whatever the game's setting, for the side to move there.
    #[test]
    fn the_analysis_board_says_the_reply() {
        let start = a1_then_a4(2);
        let state = fresh()
            .reduce(SettingsAction::ToggleReply)
            .reduce(AnalysisAction::Open { start: Box::new(start.clone()), moves: Vec::new() })
            .reduce(AnalysisAction::Board(BoardAction::Point(Some(hole("A1")))));
        assert_eq!(state.page(), Page::Analysis);
        let (key, request) = asked(&state).expect("A1> is considered on the analysis board");
        assert_eq!(key.mv, mv(&start, "A1>"));
        let state = state.reduce(ReplyAction::Found { key, best: worker_best(&request) });
        assert_eq!(texts(&state), ["After A1>, North's best reply is a4>: it captures 1 seed (A3)."]);
        let crate::app::pages::analysis::AnalysisView::Open(view) = crate::app::pages::analysis::analysis_view(&state) else { panic!("the board is open") };
        assert_eq!(view.previews.iter().map(|p| p.text.as_str()).collect::<Vec<_>>(), ["A1>: the first lap ends in A3"]);
    }
}

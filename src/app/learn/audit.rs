//! What makes a step a good exercise, checked with the step checker itself ([`check()`]): the
//! game is on and South moves; a choice step has a real choice and exactly one legal move that
//! meets its goal (the wanted one), every other move is judged wrong and none wins at once; a
//! "find the legal move" step has its legal moves in one hole and other holes that tempt and
//! are refused; a capture prediction captures something; a gambit's example exposes nothing;
//! a play-out is proven; every text is in English and Kiswahili. The curriculum's tests and
//! `bao learn check` report these [`Problem`]s; nothing here is a second copy of a rule.

use std::fmt;

use super::check::{check, Answer, Judgement};
use super::schema::MoveCosts;
use super::solve::prove;
use super::step::{Claim, ContentText, Goal, LearnStage, Step};
use super::trace::trace;
use crate::ai::Standing;
use crate::app::i18n::Lang;
use crate::engine::{Dir, Game, Hole, Move, Outcome, Position, Side, SowMove};
use crate::puzzles::Theme;

/// One thing wrong with a step (or a stage's title), as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The start is not South's move.
    NotSouthToMove,
    /// The game is already over at the start.
    GameOver,
    /// A text (`field`: title, task or explain) is empty in a language.
    EmptyText { field: &'static str, lang: Lang },
    /// A text's Kiswahili is its English: not translated.
    SameText { field: &'static str },
    /// A choice step with fewer than two legal moves: nothing to choose.
    NoChoice { moves: usize },
    /// The legal moves meeting the goal are not exactly the wanted one.
    NotTheOnlyAnswer { wanted: &'static str, meeting: Vec<String> },
    /// A legal move other than the wanted one gets this verdict instead of "wrong".
    NotJudgedWrong { mv: String, verdict: Judgement },
    /// A move other than the wanted one wins at once.
    OtherWinsAtOnce { mv: String },
    /// A legal move from the goal's hole gets this verdict instead of "right".
    NotJudgedRight { mv: String, verdict: Judgement },
    /// A "find the legal move" step without legal moves.
    NoLegalMove,
    /// A legal move that does not start from the goal's hole.
    StartsElsewhere { mv: String, hole: &'static str },
    /// A "find the legal move" step where no other hole of South holds seeds: nothing tempts.
    NothingTempts,
    /// A move from another occupied hole is not refused as illegal.
    NotRefused { hole: String, verdict: Judgement },
    /// A capture prediction whose move captures nothing.
    CapturesNothing { mv: &'static str },
    /// The gambit example is not judged right (it leaves seeds to North's gambit).
    ExampleNotSafe { example: &'static str, verdict: Judgement },
    /// A "win the ending" start that a search of `nodes` nodes does not prove won.
    NotProvenWon { nodes: u64 },
    /// A "survive" start that a search of `nodes` nodes proves lost within `moves` moves.
    LostWithin { moves: u8, nodes: u64 },
    /// The explain text holds `{claim}` without a claim, or a claim without `{claim}` (in a
    /// language), or a play-out's claim on a step that is not a play-out, or an idea's claim on
    /// a step whose goal is not "the only win".
    ClaimNotSaid,
    /// "Greed loses" where no move captures more than the wanted one (`most`: the most any
    /// move captures, `wanted_takes`: what the wanted move does).
    GrabNotGreedier { most: u32, wanted_takes: u32 },
    /// "The takata decides" where some move captures (`most` seeds at most).
    NotAllTakata { most: u32 },
    /// "Squeeze" where the wanted move does not leave North strictly the fewest moves:
    /// `wanted` moves after it, `others` the fewest after any other move.
    NotFewestReplies { wanted: Option<usize>, others: Option<usize> },
    /// A move the claim names is not a legal first move.
    ClaimMoveIllegal { mv: &'static str },
    /// The claim says `claimed` of a first move, and its search finds `found`.
    ClaimNotBorneOut { mv: String, claimed: &'static str, found: &'static str },
    /// The stage's `puzzles` names no puzzle theme.
    UnknownTheme { name: &'static str },
    /// An only-win step that the puzzles' only-win proof (a search of `nodes` nodes) does not
    /// bear out: the wanted move is not proven to win, or another move not proven to lose.
    NotOnlyWin { nodes: u64, why: String },
    /// A stop-or-safari goal whose wanted choice a search does not find clearly better.
    NotClearChoice { nodes: u64, why: String },
    /// Read the reply where a move wins at once or lets North win at once with his reply: the
    /// balance of seeds is not the question there.
    ReplyEndsTheGame { mv: String },
    /// Read the reply where the wanted move's balance (`balance`) is not a gain.
    NoGain { balance: i32 },
    /// Guard the nyumba where South's nyumba is not functional at the start (destroyed, or
    /// holding fewer than six seeds): there is nothing worth guarding.
    NyumbaNotWorking,
    /// Read the reply where the wanted move captures the most: greed would find it too.
    GreedFindsIt,
    /// Read two moves ahead where the game ends within the line read after `mv` (a win or a
    /// loss is not a balance of seeds).
    GameEndsAhead { mv: String },
    /// Read two moves ahead where the wanted move also has the best balance read one reply
    /// deep (`read_reply`): the step would teach nothing beyond reading the reply.
    ReplyReaderFindsIt,
    /// A race to Bao hamna that the puzzles' bao-hamna theme (exact) does not bear out.
    NotHamnaInTwo { why: String },
    /// "The opening" on a board its game does not reach from the start in its plies.
    NotAnOpening { plies: u32 },
    /// Opening knowledge where a full search `depth` plies deep ranks `first` first, or ranks
    /// the wanted move first by less than a seed (`margin`, hundredths of a seed).
    NotSearchedFirst { depth: u32, first: String, margin: i32 },
    /// Stop or safari where reading two moves ahead does not prefer the wanted choice: its
    /// balance `wanted`, the other choice's `other`.
    ReadingDisagrees { wanted: i32, other: i32 },
    /// Opening knowledge whose stated costs of the other moves (move, hundredths of a seed
    /// behind the first `depth - 1` and `depth` plies deep, best first) are not the search's.
    WrongCosts { stated: Vec<(String, [i32; 2])>, searched: Vec<(String, [i32; 2])> },
    /// "A kimbi capture" where the wanted move does not capture first from a kimbi hole, or no
    /// other move captures from elsewhere (`kimbi`: the wanted move does; `elsewhere`: the
    /// other moves that capture first from a central hole).
    NotKimbiCapture { kimbi: bool, elsewhere: usize },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NotSouthToMove => f.write_str("the position is not South's move"),
            Problem::GameOver => f.write_str("the game is over at the start"),
            Problem::EmptyText { field, lang } => write!(f, "the {field} has no {} text", lang_name(*lang)),
            Problem::SameText { field } => write!(f, "the {field}'s Kiswahili is its English"),
            Problem::NoChoice { moves } => write!(f, "a choice step with {moves} legal move(s): nothing to choose"),
            Problem::NotTheOnlyAnswer { wanted, meeting } => write!(f, "moves meeting the goal: [{}], wanted only {wanted}", meeting.join(", ")),
            Problem::NotJudgedWrong { mv, verdict } => write!(f, "{mv} is not judged wrong: {verdict:?}"),
            Problem::OtherWinsAtOnce { mv } => write!(f, "{mv} is not the wanted move but wins at once"),
            Problem::NotJudgedRight { mv, verdict } => write!(f, "{mv} is not judged right: {verdict:?}"),
            Problem::NoLegalMove => f.write_str("there is no legal move"),
            Problem::StartsElsewhere { mv, hole } => write!(f, "the legal move {mv} does not start from {hole}"),
            Problem::NothingTempts => f.write_str("no other hole of South holds seeds: nothing to find"),
            Problem::NotRefused { hole, verdict } => write!(f, "a move from {hole} is not refused as illegal: {verdict:?}"),
            Problem::CapturesNothing { mv } => write!(f, "{mv} captures nothing"),
            Problem::ExampleNotSafe { example, verdict } => write!(f, "the example {example} is not safe: {verdict:?}"),
            Problem::NotProvenWon { nodes } => write!(f, "a search of {nodes} nodes does not prove the start won"),
            Problem::LostWithin { moves, nodes } => write!(f, "a search of {nodes} nodes proves the start lost within {moves} moves"),
            Problem::ClaimNotSaid => f.write_str("the claim and the explain text's {claim} go together, in both languages, a play-out's claim on a play-out step and an idea's on an only-win step"),
            Problem::GrabNotGreedier { most, wanted_takes } => write!(f, "the claim says a greedier move loses, but the most any move captures is {most} and the wanted move captures {wanted_takes}"),
            Problem::NotAllTakata { most } => write!(f, "the claim says every move is a takata, but a move captures {most} seeds"),
            Problem::NotFewestReplies { wanted, others } => {
                write!(f, "the claim says the wanted move leaves North the fewest moves: it leaves {wanted:?}, another move {others:?}")
            }
            Problem::ClaimMoveIllegal { mv } => write!(f, "the claim names {mv}, which is not a legal first move"),
            Problem::ClaimNotBorneOut { mv, claimed, found } => write!(f, "the claim says {mv} {claimed}; its search finds: {found}"),
            Problem::UnknownTheme { name } => write!(f, "the stage's puzzles {name:?} is no puzzle theme"),
            Problem::NotOnlyWin { nodes, why } => write!(f, "a search of {nodes} nodes does not prove the only win: {why}"),
            Problem::NotClearChoice { nodes, why } => write!(f, "a search of {nodes} nodes does not find the choice clearly better: {why}"),
            Problem::ReplyEndsTheGame { mv } => write!(f, "{mv} wins at once or lets North win at once: the balance is not the question"),
            Problem::NoGain { balance } => write!(f, "the wanted move's balance is {balance}: not a gain"),
            Problem::NotHamnaInTwo { why } => write!(f, "not a Bao hamna in two moves: {why}"),
            Problem::NyumbaNotWorking => f.write_str("South's nyumba is not functional at the start: nothing worth guarding"),
            Problem::GameEndsAhead { mv } => write!(f, "the game ends within the line read two moves ahead after {mv}: the balance is not the question"),
            Problem::ReplyReaderFindsIt => f.write_str("the wanted move also has the best balance read one reply deep: reading the reply finds it"),
            Problem::GreedFindsIt => f.write_str("the wanted move captures the most: greed finds it without reading the reply"),
            Problem::NotSearchedFirst { depth, first, margin } => write!(f, "a full search {depth} plies deep ranks {first} first, {margin} hundredths of a seed ahead: not the wanted move by a seed"),
            Problem::ReadingDisagrees { wanted, other } => write!(f, "read two moves ahead the wanted choice's balance is {wanted}, the other's {other}: the reading does not prefer it"),
            Problem::WrongCosts { stated, searched } => write!(f, "the other moves' costs are {stated:?}, the searches score {searched:?} (move, hundredths of a seed behind at depth - 1 and depth)"),
            Problem::NotAnOpening { plies } => write!(f, "the claim says the board is an opening, but no {plies} plies from the start reach it"),
            Problem::NotKimbiCapture { kimbi, elsewhere } => {
                write!(f, "the claim says the wanted move is a kimbi capture beside others: from the kimbi {kimbi}, captures from elsewhere {elsewhere}")
            }
        }
    }
}

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "English",
        Lang::Sw => "Kiswahili",
    }
}

/// Everything wrong with a step (empty: a good exercise). Play-out steps run their proof
/// search, which takes a moment.
pub fn step_problems(step: &Step) -> Vec<Problem> {
    let mut problems = start_problems(step);
    problems.extend(text_problems("task", step.task));
    problems.extend(text_problems("explain", step.explain));
    if !problems.iter().any(|p| matches!(p, Problem::NotSouthToMove | Problem::GameOver)) {
        problems.extend(goal_problems(step));
        problems.extend(claim_problems(step));
    }
    problems
}

/// A computed claim is said where the explain text asks for it, and every search it states
/// bears it out: after each first move it names, North (to move) is proven lost ("keeps the
/// win") or won ("loses"); "at once" is a win of North's reply (a one-ply search, exact), and
/// the moves it does not call so do not lose at once.
pub fn claim_problems(step: &Step) -> Vec<Problem> {
    let said = [Lang::En, Lang::Sw].map(|lang| step.explain.get(lang).contains("{claim}"));
    let Some(claim) = step.claim else {
        return if said.contains(&true) { vec![Problem::ClaimNotSaid] } else { Vec::new() };
    };
    let only_win = matches!(step.goal, Goal::OnlyWin { .. });
    let fits = match claim {
        _ if claim.is_only_win_idea() => only_win,
        Claim::Opening | Claim::KimbiCapture => step.goal.wanted().is_some() && !only_win,
        _ => step.goal.is_play_out(),
    };
    if said != [true, true] || !fits {
        return vec![Problem::ClaimNotSaid];
    }
    let start = step.start();
    // North's verdict after a first move, by a search of `nodes` nodes (and `depth` plies).
    let after = |mv: &Move, depth: Option<u32>, nodes: u64| {
        let mut game = Game::new(start.clone());
        game.play(mv).expect("a legal first move");
        let history = super::check::history(&game);
        prove(game.position(), &history, depth, nodes).0
    };
    let found = |proof: Standing| match proof {
        Standing::Won => "North wins",
        Standing::Lost => "North loses",
        Standing::Open => "neither proven",
    };
    let mut problems = Vec::new();
    let expect = |field: &'static str, want: Standing, claimed: &'static str, depth: Option<u32>, nodes: u64, problems: &mut Vec<Problem>| {
        for name in Claim::moves(field) {
            match step.parse(name).filter(|mv| start.legal_moves().contains(mv)) {
                None => problems.push(Problem::ClaimMoveIllegal { mv: name }),
                Some(mv) => {
                    let proof = after(&mv, depth, nodes);
                    if proof != want {
                        problems.push(Problem::ClaimNotBorneOut { mv: name.to_string(), claimed, found: found(proof) });
                    }
                }
            }
        }
    };
    match claim {
        Claim::KeepsWin { won, lost, nodes } => {
            expect(won, Standing::Lost, "keeps the win", None, nodes, &mut problems);
            expect(lost, Standing::Won, "loses the win", None, nodes, &mut problems);
        }
        Claim::AllLose { at_once, nodes } => {
            expect(at_once, Standing::Won, "loses at once", Some(1), nodes, &mut problems);
            for mv in start.legal_moves() {
                let name = mv.to_string();
                let proof = after(&mv, None, nodes);
                if proof != Standing::Won {
                    problems.push(Problem::ClaimNotBorneOut { mv: name.clone(), claimed: "loses against best play", found: found(proof) });
                }
                if !Claim::moves(at_once).any(|m| m == name) && after(&mv, Some(1), nodes) == Standing::Won {
                    problems.push(Problem::ClaimNotBorneOut { mv: name, claimed: "does not lose at once", found: found(Standing::Won) });
                }
            }
        }
        Claim::GrabLoses | Claim::TakataWins | Claim::FewestReplies => problems.extend(idea_problems(step, claim, &start)),
        Claim::Opening if !super::opening::is_opening(&start) => problems.push(Problem::NotAnOpening { plies: start.ply() }),
        Claim::Opening => {}
        Claim::KimbiCapture => problems.extend(kimbi_problems(step, &start)),
    }
    problems
}

/// "A kimbi capture": the wanted move makes its first capture from a kimbi hole, and some
/// other legal move captures from a hole that is not (else the kimbi is no choice).
fn kimbi_problems(step: &Step, start: &Position) -> Vec<Problem> {
    let wanted = step.goal.wanted().and_then(|w| step.parse(w));
    let mut kimbi = false;
    let mut elsewhere = 0;
    for mv in start.legal_moves() {
        match super::trace::capturing_hole(start, &mv) {
            Some(hole) if Some(&mv) == wanted.as_ref() => kimbi = hole.is_kimbi(),
            Some(hole) if !hole.is_kimbi() => elsewhere += 1,
            _ => {}
        }
    }
    if kimbi && elsewhere > 0 {
        Vec::new()
    } else {
        vec![Problem::NotKimbiCapture { kimbi, elsewhere }]
    }
}

/// An idea's claim on an only-win step, read from the engine (the goal's own proof, checked
/// with the goal, bears out that the other moves lose): "greed loses" needs a move that
/// captures more than the wanted one; "the takata decides" needs no move to capture.
fn idea_problems(step: &Step, claim: Claim, start: &Position) -> Vec<Problem> {
    let (most, _) = crate::puzzles::greed::greedy_moves(start);
    let wanted_takes = step.goal.wanted().and_then(|w| step.parse(w)).and_then(|mv| start.play(&mv).ok()).map_or(0, |p| u32::from(p.info.seeds_captured));
    match claim {
        Claim::GrabLoses if most <= wanted_takes => vec![Problem::GrabNotGreedier { most, wanted_takes }],
        Claim::TakataWins if most > 0 => vec![Problem::NotAllTakata { most }],
        Claim::FewestReplies => {
            let wanted = step.goal.wanted().and_then(|w| step.parse(w));
            let (fewest, others) = super::check::replies_left(start, wanted.as_ref());
            match (fewest, others) {
                (Some(fewest), Some(others)) if fewest < others => Vec::new(),
                _ => vec![Problem::NotFewestReplies { wanted: fewest, others }],
            }
        }
        _ => Vec::new(),
    }
}

/// Everything wrong with a stage's own data (its title).
pub fn stage_problems(stage: &LearnStage) -> Vec<Problem> {
    let mut problems = text_problems("title", stage.title);
    if let Some(name) = stage.puzzles.filter(|name| crate::puzzles::Theme::from_name(name).is_none()) {
        problems.push(Problem::UnknownTheme { name });
    }
    problems
}

fn start_problems(step: &Step) -> Vec<Problem> {
    let start = step.start();
    let mut problems = Vec::new();
    if start.to_move() != Side::South {
        problems.push(Problem::NotSouthToMove);
    }
    if Game::new(start).result().is_some() {
        problems.push(Problem::GameOver);
    }
    problems
}

/// A text must exist in both languages, and the Kiswahili must not be the English.
pub fn text_problems(field: &'static str, text: ContentText) -> Vec<Problem> {
    let mut problems: Vec<Problem> =
        [Lang::En, Lang::Sw].into_iter().filter(|&lang| text.get(lang).trim().is_empty()).map(|lang| Problem::EmptyText { field, lang }).collect();
    if problems.is_empty() && text.en == text.sw {
        problems.push(Problem::SameText { field });
    }
    problems
}

fn goal_problems(step: &Step) -> Vec<Problem> {
    match step.goal {
        Goal::FindLegal { hole } => find_legal_problems(step, hole),
        Goal::PredictCaptures { mv } => capture_prediction_problems(step, mv),
        Goal::GambitSafe { example } => gambit_problems(step, example),
        Goal::WinEnding { .. } | Goal::Survive { .. } => play_out_problems(step),
        Goal::OnlyWin { wanted, nodes } => themed_choice_problems(step, wanted, Theme::OnlyWin, nodes, |nodes, why| Problem::NotOnlyWin { nodes, why }),
        Goal::StopOrSafari { wanted, nodes } => {
            let mut problems = themed_choice_problems(step, wanted, Theme::Safari, nodes, |nodes, why| Problem::NotClearChoice { nodes, why });
            problems.extend(choice_reading_problems(step, wanted));
            problems
        }
        Goal::ReadReply { wanted } => read_reply_problems(step, wanted),
        Goal::ReadAhead { wanted } => read_ahead_problems(step, wanted),
        Goal::SearchedFirst { wanted, depth, costs } => searched_first_problems(step, wanted, depth, costs),
        Goal::GuardNyumba { wanted } => guard_nyumba_problems(step, wanted),
        Goal::BaoHamnaInTwo { wanted } => themed_choice_problems(step, wanted, Theme::BaoHamna, 0, |_, why| Problem::NotHamnaInTwo { why }),
        goal => goal.wanted().map_or_else(Vec::new, |wanted| choice_problems(step, wanted)),
    }
}

/// A choice whose answer only a search tells (an only-win, a stop-or-safari step): the
/// choice's problems, and `problem` when the puzzles' `theme` does not hold for `wanted` by a
/// search of `nodes`.
fn themed_choice_problems(step: &Step, wanted: &'static str, theme: Theme, nodes: u64, problem: fn(u64, String) -> Problem) -> Vec<Problem> {
    let mut problems = choice_problems(step, wanted);
    if let Some(mv) = step.parse(wanted) {
        if let Err(why) = crate::puzzles::check_theme(theme, &step.start(), &mv, nodes) {
            problems.push(problem(nodes, why.to_string()));
        }
    }
    problems
}

/// Read the reply: a choice (as any), where no move ends the game at once (its own or North's
/// reply), the wanted move gains seeds, and it is not a biggest capture (else greed finds it).
fn read_reply_problems(step: &Step, wanted: &'static str) -> Vec<Problem> {
    let mut problems = choice_problems(step, wanted);
    for successor in step.start().successors() {
        let balance = crate::ai::read_reply(&successor);
        if balance.abs() >= crate::ai::READ_WINS {
            problems.push(Problem::ReplyEndsTheGame { mv: successor.mv.to_string() });
        } else if successor.mv.to_string() == wanted && balance <= 0 {
            problems.push(Problem::NoGain { balance });
        }
    }
    if super::greed::step_solved_by_greed(step) == Some(true) {
        problems.push(Problem::GreedFindsIt);
    }
    problems
}

/// Read two moves ahead: a choice (as any) where the game ends in no line read after a move,
/// where reading the reply alone does not find the wanted move, and greed does not either.
fn read_ahead_problems(step: &Step, wanted: &'static str) -> Vec<Problem> {
    let mut problems = choice_problems(step, wanted);
    let successors = step.start().successors();
    for successor in &successors {
        if crate::ai::read_ahead(successor).abs() >= crate::ai::READ_WINS / 2 {
            problems.push(Problem::GameEndsAhead { mv: successor.mv.to_string() });
        }
    }
    let best_reply = successors.iter().map(crate::ai::read_reply).max();
    if successors.iter().any(|s| s.mv.to_string() == wanted && Some(crate::ai::read_reply(s)) == best_reply) {
        problems.push(Problem::ReplyReaderFindsIt);
    }
    if super::greed::step_solved_by_greed(step) == Some(true) {
        problems.push(Problem::GreedFindsIt);
    }
    problems
}

/// Stop or safari read two moves ahead: the wanted choice's balance is above the other's, and
/// the game ends in no line read after either (the learner's rule, which the search confirms).
fn choice_reading_problems(step: &Step, wanted: &'static str) -> Vec<Problem> {
    let successors = step.start().successors();
    let Some(own) = successors.iter().find(|s| s.mv.to_string() == wanted) else { return Vec::new() };
    let Some(twin) = successors.iter().find(|s| s.mv == super::check::choice_twin(&own.mv)) else { return Vec::new() };
    let (wanted_balance, other) = (crate::ai::read_ahead(own), crate::ai::read_ahead(twin));
    let mut problems: Vec<Problem> = [(own, wanted_balance), (twin, other)]
        .into_iter()
        .filter(|(_, balance)| balance.abs() >= crate::ai::READ_WINS / 2)
        .map(|(s, _)| Problem::GameEndsAhead { mv: s.mv.to_string() })
        .collect();
    if wanted_balance <= other {
        problems.push(Problem::ReadingDisagrees { wanted: wanted_balance, other });
    }
    problems
}

/// Opening knowledge: a choice (as any) whose wanted move a full search ranks first, by a
/// seed or more, both `depth - 1` and `depth` plies deep, with every other move's cost as the
/// searches score it.
fn searched_first_problems(step: &Step, wanted: &'static str, depth: u8, costs: MoveCosts) -> Vec<Problem> {
    let mut problems = choice_problems(step, wanted);
    let stated: Vec<(String, [i32; 2])> = costs.0.iter().map(|cost| (cost.mv.to_string(), cost.behind)).collect();
    let searched = super::opening::costs(&step.start(), wanted, depth);
    if stated != searched {
        problems.push(Problem::WrongCosts { stated, searched });
    }
    for depth in [u32::from(depth).saturating_sub(1), u32::from(depth)] {
        let ranking = super::opening::ranked(&step.start(), depth);
        let (Some(&(first, best)), Some(&(_, next))) = (ranking.first(), ranking.get(1)) else { continue };
        let margin = best - next;
        if first.to_string() != wanted || margin < crate::ai::SEED {
            problems.push(Problem::NotSearchedFirst { depth, first: first.to_string(), margin });
        }
    }
    problems
}

/// Guard the nyumba: a choice (as any) where the nyumba is worth guarding, functional at the
/// start (owned and holding six or more seeds, RULES.md §6): an empty or weak one is not.
fn guard_nyumba_problems(step: &Step, wanted: &'static str) -> Vec<Problem> {
    let mut problems = choice_problems(step, wanted);
    if !step.start().house_functional(Side::South) {
        problems.push(Problem::NyumbaNotWorking);
    }
    problems
}

/// A choice: at least two legal moves, only the wanted one right, every other one wrong and
/// none winning at once.
fn choice_problems(step: &Step, wanted: &'static str) -> Vec<Problem> {
    let moves = step.start().legal_moves();
    let mut problems = Vec::new();
    if moves.len() < 2 {
        problems.push(Problem::NoChoice { moves: moves.len() });
    }
    let meeting: Vec<String> = moves.iter().filter(|mv| check(step, &Answer::Move(**mv)).is_right()).map(|mv| mv.to_string()).collect();
    if meeting != [wanted] {
        problems.push(Problem::NotTheOnlyAnswer { wanted, meeting });
    }
    for mv in moves.iter().filter(|mv| mv.to_string() != wanted) {
        let verdict = check(step, &Answer::Move(*mv));
        if !verdict.is_wrong() && !verdict.is_right() {
            problems.push(Problem::NotJudgedWrong { mv: mv.to_string(), verdict });
        }
        if wins_at_once(step, mv) {
            problems.push(Problem::OtherWinsAtOnce { mv: mv.to_string() });
        }
    }
    problems
}

/// Whether South wins at once by playing `mv` at the step's start.
pub fn wins_at_once(step: &Step, mv: &Move) -> bool {
    let mut game = Game::new(step.start());
    game.play(mv).is_ok() && game.result().map(|(outcome, _)| outcome) == Some(Outcome::Win(Side::South))
}

/// "Find the legal move": every legal move starts from `hole` and is right; another occupied
/// hole tempts, and a move from it is refused as illegal.
fn find_legal_problems(step: &Step, hole: &'static str) -> Vec<Problem> {
    let start = step.start();
    let Some(goal_hole) = Hole::parse(hole) else { return Vec::new() };
    let moves = start.legal_moves();
    let mut problems = Vec::new();
    if moves.is_empty() {
        problems.push(Problem::NoLegalMove);
    }
    for mv in &moves {
        let verdict = check(step, &Answer::Move(*mv));
        if mv.start_hole() != Some(goal_hole) {
            problems.push(Problem::StartsElsewhere { mv: mv.to_string(), hole });
        } else if !verdict.is_right() {
            problems.push(Problem::NotJudgedRight { mv: mv.to_string(), verdict });
        }
    }
    let others: Vec<Hole> = (0..16).map(|k| Hole::new(Side::South, k)).filter(|&h| h != goal_hole && start.seeds(h) > 0).collect();
    if others.is_empty() {
        problems.push(Problem::NothingTempts);
    }
    for other in others {
        let mv = Move::Sow(SowMove { hole: other, dir: Some(Dir::Right), safari: false });
        let verdict = check(step, &Answer::Move(mv));
        if !matches!(verdict, Judgement::Illegal(_)) {
            problems.push(Problem::NotRefused { hole: other.name(), verdict });
        }
    }
    problems
}

fn capture_prediction_problems(step: &Step, mv: &'static str) -> Vec<Problem> {
    let captured = step.parse(mv).and_then(|played| trace(&step.start(), &played)).map_or(0, |t| t.captured_holes().len());
    if captured == 0 {
        vec![Problem::CapturesNothing { mv }]
    } else {
        Vec::new()
    }
}

fn gambit_problems(step: &Step, example: &'static str) -> Vec<Problem> {
    let Some(mv) = step.parse(example) else { return Vec::new() };
    match check(step, &Answer::Move(mv)) {
        Judgement::Right(_) => Vec::new(),
        verdict => vec![Problem::ExampleNotSafe { example, verdict }],
    }
}

/// A play-out's start is proven: won for "win the ending", not lost within its moves for
/// "survive".
fn play_out_problems(step: &Step) -> Vec<Problem> {
    let start = step.start();
    match step.goal {
        Goal::WinEnding { nodes } if prove(&start, &[], None, nodes).0 != Standing::Won => vec![Problem::NotProvenWon { nodes }],
        Goal::Survive { moves, nodes } if prove(&start, &[], Some(2 * moves as u32), nodes).0 == Standing::Lost => vec![Problem::LostWithin { moves, nodes }],
        _ => Vec::new(),
    }
}

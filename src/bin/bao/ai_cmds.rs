//! The AI's subcommands: `bao match` (arena) and `bao bench-ai`.

use std::time::Instant;

use bao::ai::{choose_move, choose_move_with, ArenaPlayer, Budget, Evaluator, Hooks, Level, Limits, Search, Task, Verdict, RATED_LEVELS};
use bao::engine::random::{random_move, Rng};
use bao::engine::{BawoSetup, Game, Outcome, Position, PositionSetup, Side, Stage, Variant};

use crate::common::{self, SetupArg};
use crate::failure::Failure;

/// Milliseconds since the first call: the clock the searches get natively.
fn clock() -> f64 {
    use std::sync::OnceLock;
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Value parser: a player's name.
fn parse_player(name: &str) -> Result<ArenaPlayer, String> {
    ArenaPlayer::parse(name).ok_or_else(|| format!("not a level (1…{RATED_LEVELS}, top, random, greedy, reader, graduate)"))
}

/// Evaluation weights changed for one player: `material=110,singleton=-20`.
#[derive(Clone, Debug, Default)]
pub struct Tweaks(Vec<(String, i32)>);

/// Value parser: `NAME=VALUE,…` with weight names the evaluator has.
fn parse_tweaks(text: &str) -> Result<Tweaks, String> {
    let mut tweaks = Vec::new();
    for tweak in text.split(',') {
        let (name, value) = tweak.split_once('=').ok_or_else(|| format!("{tweak:?} is not NAME=VALUE"))?;
        if !bao::ai::Weights::NAMES.contains(&name) {
            return Err(format!("unknown weight {name:?} ({})", bao::ai::Weights::NAMES.join(", ")));
        }
        let value: i32 = value.parse().map_err(|_| format!("the value of {name} must be a whole number, not {value:?}"))?;
        tweaks.push((name.to_string(), value));
    }
    Ok(Tweaks(tweaks))
}

/// An evaluator with a player's tweaks applied for that game.
fn tweaked_evaluator(variant: Variant, tweaks: Option<&Tweaks>) -> Result<Evaluator, Failure> {
    let mut evaluator = Evaluator::default();
    for (name, value) in tweaks.into_iter().flat_map(|t| &t.0) {
        if !evaluator.set(variant, name, *value) {
            return Err(Failure::UnknownWeight(name.clone()));
        }
    }
    Ok(evaluator)
}

/// Tries at drawing random plies before [`random_opening`] gives up.
const OPENING_ATTEMPTS: usize = 100;

/// How an arena game's opening is drawn.
#[derive(Clone, Copy)]
struct OpeningRule {
    /// Random plies (in Bawo after the players' own gambits).
    plies: u32,
    /// Bar openings that a search of this many nodes proves won for one side.
    undecided: Option<u64>,
}

/// `rule.plies` random plies played on from `setup` that do not end the game, drawn from `rng`
/// (with `rule.undecided`, also not proven won for either side by a search of that many nodes);
/// when [`OPENING_ATTEMPTS`] draws all fail, the first that did not end the game, else
/// `setup` itself (after a Bawo gambit that leaves a capture of the whole front row as every
/// move, say).
fn random_opening(setup: &Game, rule: OpeningRule, rng: &mut Rng) -> Game {
    let mut fallback = None;
    for _ in 0..OPENING_ATTEMPTS {
        let mut game = setup.clone();
        for _ in 0..rule.plies {
            if game.is_over() {
                break;
            }
            let mv = random_move(game.position(), rng).expect("a running game has a move");
            game.play(&mv).expect("random moves are legal");
        }
        if !game.is_over() {
            if rule.undecided.is_none_or(|nodes| !proven(&game, nodes)) {
                return game;
            }
            fallback.get_or_insert(game);
        }
    }
    fallback.unwrap_or_else(|| setup.clone())
}

/// Whether a search of `nodes` proves the game won for one side. A forced position is searched
/// too: one legal move says nothing about who wins.
fn proven(game: &Game, nodes: u64) -> bool {
    let history = game.keys_before(game.plies().len());
    let evaluator = Evaluator::default();
    let limits = Limits { nodes: Some(nodes), search_forced: true, ..Limits::default() };
    let search = Search { evaluator: &evaluator, limits, exact_root_scores: false };
    matches!(search.run(game.position(), &history, Hooks::default()).verdict, Verdict::Proven { .. })
}

/// The 95% Wilson score interval of a proportion `score` out of `n`.
fn wilson(score: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964;
    let p = score / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    (centre - half, centre + half)
}

/// One arena player: a player with its evaluation weights.
struct Contestant {
    player: ArenaPlayer,
    evaluator: Evaluator,
}

/// Plays a game on while `go_on` holds for it; `south` and `north` choose the moves.
fn play_while(game: &mut Game, south: &Contestant, north: &Contestant, budget: Budget, seed: u64, go_on: impl Fn(&Game) -> bool) {
    let use_clock = budget.millis.is_some();
    while !game.is_over() && go_on(game) {
        let pos = game.position().clone();
        let player = if pos.to_move() == Side::South { south } else { north };
        let history = game.keys_before(game.plies().len());
        let hooks = Hooks { clock: use_clock.then_some(&clock as &dyn Fn() -> f64), ..Hooks::default() };
        let move_seed = seed.wrapping_mul(1000).wrapping_add(pos.ply() as u64);
        let choice = player.player.choose(&pos, &history, budget, move_seed, &player.evaluator, hooks);
        let mv = choice.mv.expect("a running game has a move");
        game.play(&mv).unwrap_or_else(|e| panic!("the AI chose an illegal move {mv} in {}: {e}", pos.to_json()));
    }
}

/// A game's opening: in Bawo the players first make their own gambits, then (in every game)
/// the rule's random plies follow, drawn from `rng`.
///
/// Bawo's gambit (RULES.md §9) is each player's set-up of his own holes, not a move of the
/// game: a Bawo player chooses it with the whole game in mind, and a random one is a set-up
/// nobody makes (a North gambit that leaves only his kuu in the front row loses at once to a
/// namua Bao hamna, so a random gambit can decide the game before it starts). So the random
/// plies that vary the games are drawn after the gambits, from the first namua move on. Each
/// player's gambit is still his own play — a random player's gambit is random — which is why
/// the two games of a Bawo pair can start from different positions.
fn opening(start: &Position, rule: OpeningRule, rng: &mut Rng, south: &Contestant, north: &Contestant, budget: Budget, seed: u64) -> Game {
    let mut setup = Game::new(start.clone());
    play_while(&mut setup, south, north, budget, seed, |game| game.position().stage() == Stage::Gambit);
    if setup.is_over() {
        return setup;
    }
    random_opening(&setup, rule, rng)
}

/// The arguments of `bao match`.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The game: kiswahili, kete, bawo or kujifunza
    #[arg(long, value_name = "V", value_parser = common::variant)]
    variant: Variant,
    /// Contestant A's level: 1…4, top, random, greedy, reader or graduate
    #[arg(long, value_name = "LEVEL", value_parser = parse_player)]
    a: ArenaPlayer,
    /// Contestant B's level
    #[arg(long, value_name = "LEVEL", value_parser = parse_player)]
    b: ArenaPlayer,
    /// How many games (in pairs: each opening once with A as South, once as North)
    #[arg(long, value_name = "N")]
    games: u64,
    /// The seed of the openings and of the levels' random choices
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Milliseconds per move (by the clock: not reproducible)
    #[arg(long, value_name = "MILLIS")]
    ms: Option<f64>,
    /// Search nodes per move (reproducible)
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Random plies of each opening (in Bawo after the players' own gambits)
    #[arg(long, value_name = "K", default_value_t = 2)]
    open: u32,
    /// Keep only openings that a search of NODES nodes does not prove won for either side
    #[arg(long, value_name = "NODES")]
    undecided: Option<u64>,
    #[command(flatten)]
    setup: SetupArg,
    /// Contestant A's evaluation weights changed: NAME=VALUE,… (tuning runs)
    #[arg(long, value_name = "NAME=VALUE,...", value_parser = parse_tweaks)]
    a_tweak: Option<Tweaks>,
    /// Contestant B's evaluation weights changed: NAME=VALUE,…
    #[arg(long, value_name = "NAME=VALUE,...", value_parser = parse_tweaks)]
    b_tweak: Option<Tweaks>,
}

impl MatchArgs {
    /// Plays the match: see [`run_match`].
    pub fn run(self) -> Result<(), Failure> {
        run_match(self)
    }
}

/// `bao match --variant V --a LEVEL --b LEVEL --games N [--seed S] [--ms MILLIS] [--nodes N] [--open K]`
/// plus `--setup S` (Bawo), `--a-tweak`/`--b-tweak NAME=VALUE,…` (tuning runs) and
/// `--undecided NODES`: only openings that a search of NODES nodes does not prove won for
/// either side (in Bao la Kujifunza most 2-ply openings are already decided, and a game from
/// a decided opening measures the losing side's luck, not the players).
///
/// Games come in pairs: one random opening of K plies (in Bawo after the players' own gambits,
/// see [`opening`]), played once with A as South and once with A as North. One line per game goes to stderr; the summary is the last stdout line.
pub fn run_match(args: MatchArgs) -> Result<(), Failure> {
    let variant = args.variant;
    let a = Contestant { player: args.a, evaluator: tweaked_evaluator(variant, args.a_tweak.as_ref())? };
    let b = Contestant { player: args.b, evaluator: tweaked_evaluator(variant, args.b_tweak.as_ref())? };
    let (games, seed) = (args.games, args.seed);
    let rule = OpeningRule { plies: args.open, undecided: args.undecided };
    let budget = Budget { nodes: args.nodes, millis: args.ms };
    let start = Position::start(variant, args.setup.get());
    let (mut a_wins, mut b_wins, mut draws) = (0u64, 0u64, 0u64);
    let (mut a_lost_pairs, mut b_lost_pairs) = (0u64, 0u64);
    let mut pair_losses = [0u8; 2];
    for index in 0..games {
        let pair = index / 2;
        let a_side = if index % 2 == 0 { Side::South } else { Side::North };
        let (south, north) = if a_side == Side::South { (&a, &b) } else { (&b, &a) };
        let game_seed = seed.wrapping_add(index);
        let mut game = opening(&start, rule, &mut Rng::new(seed.wrapping_add(pair)), south, north, budget, game_seed);
        play_while(&mut game, south, north, budget, game_seed, |_| true);
        let outcome = game.result().map(|(outcome, _)| outcome);
        let verdict = match outcome {
            Some(Outcome::Win(side)) if side == a_side => {
                a_wins += 1;
                pair_losses[1] += 1;
                "a"
            }
            Some(Outcome::Win(_)) => {
                b_wins += 1;
                pair_losses[0] += 1;
                "b"
            }
            _ => {
                draws += 1;
                "draw"
            }
        };
        eprintln!("game {} (a {}): {verdict}", index + 1, a_side.name());
        if index % 2 == 1 || index + 1 == games {
            a_lost_pairs += u64::from(pair_losses[0] == 2);
            b_lost_pairs += u64::from(pair_losses[1] == 2);
            pair_losses = [0, 0];
        }
    }
    let a_score = a_wins as f64 + draws as f64 / 2.0;
    let (low, high) = wilson(a_score, games as f64);
    let round = |x: f64| (x * 10_000.0).round() / 10_000.0;
    println!(
        "{}",
        serde_json::json!({
            "games": games,
            "a_wins": a_wins,
            "b_wins": b_wins,
            "draws": draws,
            "a_score": a_score,
            "wilson_low": round(low),
            "wilson_high": round(high),
            "a_lost_both_of_a_pair": a_lost_pairs,
            "b_lost_both_of_a_pair": b_lost_pairs,
        })
    );
    Ok(())
}

/// The benchmark positions of a game: its start, and from a level-2 self-play game (which is
/// deterministic and reaches positions people play) the first position with at least four
/// legal moves from a third of the game on, and the first such position in mtaji from two
/// thirds of the game on (for Bao la Kiswahili a real mtaji position), and for Bao la
/// Kiswahili also [`OPEN_MTAJI`].
fn bench_positions(variant: Variant, evaluator: &Evaluator) -> Vec<Position> {
    let start = Position::start(variant, BawoSetup::default());
    let mut game = random_opening(&Game::new(start.clone()), OpeningRule { plies: 2, undecided: None }, &mut Rng::new(1));
    while !game.is_over() {
        let pos = game.position().clone();
        let history = game.keys_before(game.plies().len());
        let choice = choose_move(&pos, &history, Level::Rated(2), Budget::default(), pos.ply() as u64, evaluator, Hooks::default());
        game.play(&choice.mv.expect("a running game has a move")).expect("the AI plays legal moves");
    }
    let played: Vec<&Position> = (0..game.plies().len()).map(|i| game.position_at(i)).collect();
    let busy = |pos: &Position| pos.legal_moves().len() >= 4;
    let in_mtaji = |pos: &Position| pos.reserve(Side::South) == 0 && pos.reserve(Side::North) == 0;
    let third = played.len() / 3;
    let middle = (third..played.len()).find(|&i| busy(played[i]));
    let late_from = middle.map_or(2 * third, |i| (i + 1).max(2 * third));
    let late = (late_from..played.len()).find(|&i| busy(played[i]) && in_mtaji(played[i]));
    let mut positions = vec![start];
    positions.extend(middle.into_iter().chain(late).map(|i| played[i].clone()));
    if variant == Variant::Kiswahili {
        let setup: PositionSetup = serde_json::from_str(OPEN_MTAJI).expect("valid JSON");
        positions.push(setup.validate(false).expect("a valid position"));
    }
    positions
}

/// A Bao la Kiswahili mtaji position whose outcome is still open (a random game's position at
/// ply 48, both reserves empty): the self-play game's mtaji position is already a proven
/// result, which ends the search early, so on its own it would not show how deep the search
/// gets in mtaji.
const OPEN_MTAJI: &str = r#"{"variant":"kiswahili","to_move":"south","south":{"front":[0,3,0,0,0,3,2,3],"back":[0,1,2,0,2,0,2,2],"reserve":0,"house":"lost"},"north":{"front":[0,0,1,7,10,2,3,1],"back":[2,3,4,2,3,0,3,3],"reserve":0,"house":"lost"},"takasia":null,"ply":48}"#;

/// The arguments of `bao bench-ai`.
#[derive(clap::Args, Debug)]
pub struct BenchAiArgs {
    /// Seconds the top level thinks per position (rated levels search to their own depth)
    #[arg(long, value_name = "S", default_value = "1", value_parser = common::seconds)]
    seconds: f64,
    /// Analysis instead: the top level with K lines (multi-PV) and forced moves searched, on
    /// the mtaji positions only, as the analysis board searches
    #[arg(long, value_name = "K")]
    lines: Option<usize>,
}

impl BenchAiArgs {
    /// Runs the benchmark: see [`bench_ai`].
    pub fn run(self) -> Result<(), Failure> {
        bench_ai(self)
    }
}

/// `bao bench-ai [--seconds S]`: per game and level, nodes per second and the mean depth
/// reached over the benchmark positions (the top level thinks S seconds per position, 1 by
/// default; rated levels search to their own depth).
pub fn bench_ai(args: BenchAiArgs) -> Result<(), Failure> {
    let millis = 1000.0 * args.seconds;
    let evaluator = Evaluator::default();
    if let Some(lines) = args.lines {
        bench_analysis(lines, millis, &evaluator);
        return Ok(());
    }
    let levels: Vec<Level> = (1..=RATED_LEVELS).map(Level::Rated).chain([Level::Top]).collect();
    for variant in Variant::ALL {
        let positions = bench_positions(variant, &evaluator);
        for &level in &levels {
            let (mut nodes, mut seconds, mut depths, mut proven) = (0u64, 0f64, Vec::new(), Vec::new());
            for pos in &positions {
                let hooks = Hooks { clock: Some(&clock), ..Hooks::default() };
                let began = Instant::now();
                // A search even where the top level's move is known without one (its book move).
                let task = Task { search_forced: true, ..Task::new(level, Budget { nodes: None, millis: Some(millis) }, 1) };
                let choice = choose_move_with(pos, &[], &task, &evaluator, hooks);
                seconds += began.elapsed().as_secs_f64();
                let search = choice.search.expect("search levels search");
                nodes += search.nodes;
                depths.push(search.depth);
                // A proven result ends the search early: its depth is the distance to the end.
                proven.push(matches!(search.verdict, Verdict::Proven { .. }));
            }
            let mean_depth = depths.iter().sum::<u32>() as f64 / depths.len() as f64;
            println!(
                "{}",
                serde_json::json!({
                    "variant": variant.name(),
                    "level": level.to_string(),
                    "nodes_per_s": (nodes as f64 / seconds).round(),
                    "depth": (mean_depth * 10.0).round() / 10.0,
                    "depths": depths,
                    "proven": proven,
                    "stages": positions.iter().map(|p| p.stage().name()).collect::<Vec<_>>(),
                    "positions": positions.iter().map(|p| p.to_json()).collect::<Vec<_>>(),
                })
            );
        }
    }
    Ok(())
}

/// `bao bench-ai --lines K`: the analysis board's search (the top level, K lines, forced moves
/// searched) for `millis` on every mtaji position of the benchmark, one JSON line per game and
/// a last line with the mean depth over all of them.
fn bench_analysis(lines: usize, millis: f64, evaluator: &Evaluator) {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        let positions: Vec<Position> = bench_positions(variant, evaluator).into_iter().filter(|p| p.stage() == Stage::Mtaji).collect();
        let (mut depths, mut proven, mut nodes) = (Vec::new(), Vec::new(), 0);
        for pos in &positions {
            let hooks = Hooks { clock: Some(&clock), ..Hooks::default() };
            let task = Task { lines, search_forced: true, ..Task::new(Level::Top, Budget { nodes: None, millis: Some(millis) }, 1) };
            let search = choose_move_with(pos, &[], &task, evaluator, hooks).search.expect("the top level searches");
            nodes += search.nodes;
            depths.push(search.depth);
            proven.push(matches!(search.verdict, Verdict::Proven { .. }));
        }
        all.extend(depths.iter().copied().zip(proven.iter().copied()));
        println!(
            "{}",
            serde_json::json!({ "variant": variant.name(), "lines": lines, "depths": depths, "proven": proven, "nodes": nodes, "positions": positions.iter().map(|p| p.to_json()).collect::<Vec<_>>() })
        );
    }
    // A proven result ends the search early at the distance to the end, so the mean over the
    // positions still open says how deep the search gets in the time.
    let mean = |depths: Vec<u32>| ((depths.iter().sum::<u32>() as f64 / depths.len().max(1) as f64) * 10.0).round() / 10.0;
    let open: Vec<u32> = all.iter().filter(|(_, proven)| !proven).map(|&(d, _)| d).collect();
    let (positions, open_positions) = (all.len(), open.len());
    println!(
        "{}",
        serde_json::json!({ "lines": lines, "seconds": millis / 1000.0, "mtaji_positions": positions, "mean_depth": mean(all.into_iter().map(|(d, _)| d).collect()),
            "open_positions": open_positions, "open_mean_depth": mean(open) })
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn top() -> Contestant {
        Contestant { player: ArenaPlayer::Level(Level::Top), evaluator: Evaluator::default() }
    }

    const BUDGET: Budget = Budget { nodes: Some(2_000), millis: None };

    /// Bawo: the two gambits are the players' own choices (top's placement, not a random
    /// one), and the K random plies are namua moves played after them.
    #[test]
    fn bawo_openings_draw_their_random_plies_after_the_players_gambits() {
        let start = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        let (south, north) = (top(), top());
        let game = opening(&start, OpeningRule { plies: 2, undecided: None }, &mut Rng::new(7), &south, &north, BUDGET, 3);
        assert_eq!(game.plies().len(), 4, "two gambits and two random plies");
        let first = choose_move(&start, &[], Level::Top, BUDGET, 3_000, &south.evaluator, Hooks::default());
        assert_eq!(Some(&game.plies()[0].mv), first.mv.as_ref(), "South's gambit is top's own");
        assert!(game.plies()[..2].iter().all(|ply| ply.info.gambit));
        assert!(game.plies()[2..].iter().all(|ply| !ply.info.gambit));
        assert_eq!(game.position().stage(), Stage::Namua);
    }

    /// In the other games the opening is K random plies from the start, the same for both games
    /// of a pair whoever plays.
    #[test]
    fn other_openings_are_random_plies_from_the_start() {
        let start = Position::start(Variant::Kiswahili, BawoSetup::default());
        let greedy = Contestant { player: ArenaPlayer::Greedy, evaluator: Evaluator::default() };
        let game = opening(&start, OpeningRule { plies: 3, undecided: None }, &mut Rng::new(5), &top(), &greedy, BUDGET, 1);
        let swapped = opening(&start, OpeningRule { plies: 3, undecided: None }, &mut Rng::new(5), &greedy, &top(), BUDGET, 2);
        assert_eq!(game.plies().len(), 3);
        let moves = |g: &Game| g.plies().iter().map(|ply| ply.mv).collect::<Vec<_>>();
        assert_eq!(moves(&game), moves(&swapped));
    }

    /// `--undecided`: the opening is one that a search of that many nodes does not prove won.
    #[test]
    fn undecided_openings_are_not_proven_wins() {
        const NODES: u64 = 20_000;
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        for seed in 0..3 {
            let game = random_opening(&Game::new(start.clone()), OpeningRule { plies: 2, undecided: Some(NODES) }, &mut Rng::new(seed));
            assert_eq!(game.plies().len(), 2);
            assert!(!proven(&game, NODES), "seed {seed}: {}", game.position().to_json());
        }
    }
}

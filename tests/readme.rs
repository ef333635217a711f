//! The `bao` tool's examples in `docs/cli.md` (linked from the README), run on the built tool
//! so that the page cannot go stale: every line of the fenced `sh` block of its "Examples"
//! section runs in order in a temporary directory (so `start.json` written by the first line is
//! read by the next ones), must exit 0 and print what the page promises. Commands that would
//! take minutes run with the reductions of [`REDUCED`], each of which must still match an
//! argument of the page.
//!
//! Also: the error contract (one stderr line naming `bao help`, exit status 2), `bao help`
//! listing every subcommand, and the soak run of every game that CI makes.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

/// The page of the `bao` tool, `docs/cli.md`.
const CLI_DOC: &str = include_str!("../docs/cli.md");
const BAO: &str = env!("CARGO_BIN_EXE_bao");
/// The record the page's `game.txt` stands for, written into the examples' directory.
const REVIEW_GAME: &str = include_str!("data/game.txt");
/// The learning path's stage files, copied into the examples' directory as `content/learn/`.
const CONTENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/content/learn");

/// Where in a command line a reduced argument sits (a positional one would be a new variant).
#[derive(Clone, Copy, Debug)]
enum At {
    /// The value after this option.
    Option(&'static str),
}

/// The page's arguments replaced when the test runs them, by subcommand: (subcommand, where,
/// the page's value, the value run). The page's value is checked, so a changed example makes
/// the table fail rather than silently run at full length.
const REDUCED: &[(&str, At, &str, &str)] = &[
    ("bench", At::Option("--seconds"), "2", "0.05"),
    ("bench-ai", At::Option("--seconds"), "1", "0.02"),
    ("match", At::Option("--games"), "200", "2"),
    ("match", At::Option("--nodes"), "20000", "500"),
];

/// One command line of the page: the arguments after `bao`, and where stdout is redirected.
#[derive(Debug)]
struct Example {
    text: String,
    args: Vec<String>,
    stdout_to: Option<String>,
}

/// The lines of the first fenced `sh` block of the page's "Examples" section.
fn examples() -> Vec<Example> {
    assert!(CLI_DOC.starts_with("# The `bao` command-line tool\n"), "docs/cli.md is the page of the `bao` tool");
    let section = CLI_DOC.split("\n## ").find(|s| s.starts_with("Examples\n")).expect("docs/cli.md has an \"Examples\" section");
    let block = section.split("```sh\n").nth(1).and_then(|rest| rest.split("```").next()).expect("the \"Examples\" section has a ```sh block");
    block.lines().filter(|line| !line.trim().is_empty()).map(parse_line).collect()
}

/// Splits a shell line into words: single and double quotes, `# comment`, and `> FILE`. Any
/// other shell syntax fails the test, so the page keeps to what this runner does.
fn parse_line(line: &str) -> Example {
    let mut words: Vec<String> = Vec::new();
    let (mut word, mut in_word, mut quote) = (String::new(), false, None);
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => (quote, in_word) = (Some(c), true),
            (None, '#') if !in_word => break,
            (None, c) if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, '|' | '&' | ';' | '<' | '$' | '`' | '(' | ')') => panic!("docs/cli.md line uses shell syntax the test does not run: {line}"),
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    assert!(quote.is_none(), "unclosed quote in docs/cli.md line: {line}");
    if in_word {
        words.push(word);
    }
    let mut stdout_to = None;
    if let Some(i) = words.iter().position(|w| w == ">") {
        assert_eq!(words.len(), i + 2, "`> FILE` ends a docs/cli.md line: {line}");
        stdout_to = words.pop();
        words.pop();
    }
    assert_eq!(words.first().map(String::as_str), Some("bao"), "a docs/cli.md example runs bao: {line}");
    Example { text: line.to_string(), args: words[1..].to_vec(), stdout_to }
}

/// Applies [`REDUCED`] to an example's arguments; marks the table rows used.
fn reduce(args: &mut [String], used: &mut [bool]) {
    for (row, &(command, at, readme, run)) in REDUCED.iter().enumerate() {
        if args.first().map(String::as_str) != Some(command) {
            continue;
        }
        let index = match at {
            At::Option(name) => args.iter().position(|a| a == name).map(|i| i + 1),
        };
        let slot = index.and_then(|i| args.get_mut(i)).unwrap_or_else(|| panic!("docs/cli.md `bao {command}` has no {at:?} to reduce"));
        assert_eq!(slot, readme, "docs/cli.md `bao {command}` {at:?} changed: update REDUCED");
        *slot = run.to_string();
        used[row] = true;
    }
}

fn bao(args: &[String], dir: &Path) -> Output {
    Command::new(BAO).args(args).current_dir(dir).output().expect("bao runs")
}

fn bao_str(args: &[&str]) -> Output {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    bao(&args, &std::env::temp_dir())
}

/// A fresh temporary directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-readme-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// Every stdout line as JSON.
fn json_lines(stdout: &str, example: &str) -> Vec<Value> {
    let lines: Vec<Value> = stdout.lines().map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("`{example}` printed {line:?}: {e}"))).collect();
    assert!(!lines.is_empty(), "`{example}` printed nothing");
    lines
}

/// The one JSON line a command prints.
fn one_line(stdout: &str, example: &str) -> Value {
    let lines = json_lines(stdout, example);
    assert_eq!(lines.len(), 1, "`{example}` prints one line");
    lines.into_iter().next().expect("one line")
}

/// Asserts that `value` has every one of `fields`.
fn has_fields(value: &Value, fields: &[&str], example: &str) {
    for field in fields {
        assert!(value.get(field).is_some(), "`{example}` output lacks {field:?}: {value}");
    }
}

/// The number after an option in `args` (the page's or the reduced value).
fn option<T: std::str::FromStr>(args: &[String], name: &str) -> T {
    let i = args.iter().position(|a| a == name).unwrap_or_else(|| panic!("{name} in {args:?}"));
    args[i + 1].parse().unwrap_or_else(|_| panic!("{name} value in {args:?}"))
}

/// The games of the family, as the tool names them.
const GAMES: [&str; 4] = ["kiswahili", "kete", "bawo", "kujifunza"];

/// Checks what the page promises a command prints.
fn check_output(args: &[String], stdout: &str, example: &str) {
    let positional = |i: usize| args[i + 1].clone();
    match args[0].as_str() {
        "start" => {
            let pos = one_line(stdout, example);
            has_fields(&pos, &["variant", "to_move", "south", "north", "takasia", "ply"], example);
            assert_eq!(pos["variant"], positional(0).as_str(), "{example}");
        }
        "moves" => {
            let moves: Vec<String> = serde_json::from_value(one_line(stdout, example)).expect("a list of move strings");
            assert!(!moves.is_empty(), "{example}: the start has legal moves");
            assert!(moves.windows(2).all(|w| w[0] < w[1]), "{example}: sorted and distinct: {moves:?}");
        }
        "play" => {
            let out = one_line(stdout, example);
            has_fields(&out, &["position", "result", "reason", "events"], example);
            assert!(out["position"].is_object() && out["events"].as_array().is_some_and(|e| !e.is_empty()), "{example}: {out}");
        }
        "perft" => {
            let count = one_line(stdout, example);
            assert!(count.as_u64().is_some_and(|n| n > 0), "{example}: a positive count, not {count}");
        }
        "why" => {
            let word = stdout.trim();
            assert!(!word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c == '_'), "{example}: a reason's name, not {stdout:?}");
        }
        "random" => {
            let games = json_lines(stdout, example);
            assert_eq!(games.len().to_string(), positional(1), "{example}: one line per game");
            for game in &games {
                has_fields(game, &["moves", "final", "result", "reason"], example);
                assert!(!game["result"].is_null(), "{example}: a random game is played to its end: {game}");
            }
        }
        "bench" => {
            let lines = json_lines(stdout, example);
            for line in &lines {
                has_fields(line, &["variant", "playouts_per_s", "moves_per_s"], example);
            }
            let variants: Vec<&str> = lines.iter().filter_map(|l| l["variant"].as_str()).collect();
            assert_eq!(variants, GAMES, "{example}: one line per game");
        }
        "soak" => {
            let out = one_line(stdout, example);
            has_fields(&out, &["games", "plies", "moves_checked", "moves_per_s", "games_per_s", "failures", "listed"], example);
            assert_eq!(out["games"].to_string(), positional(1), "{example}");
            assert_eq!(out["failures"], 0, "{example}: {out}");
        }
        "prove" => {
            let out = one_line(stdout, example);
            has_fields(&out, &["positions", "south_nodes", "north_nodes", "leaves", "height", "compact_bytes"], example);
            let count = |field: &str| out[field].as_u64().expect("a count");
            // Every node of a proof is a South node, a North node or a won leaf, and there is one of each at least.
            assert_eq!(count("positions"), count("south_nodes") + count("north_nodes") + count("leaves"), "{example}: {out}");
            assert!(count("south_nodes") > 0 && count("north_nodes") > 0 && count("leaves") > 0, "{example}: {out}");
        }
        "puzzles" => {
            let puzzles = json_lines(stdout, example);
            assert_eq!(puzzles.len().to_string(), option::<u64>(args, "--count").to_string(), "{example}: one line per puzzle");
            for puzzle in &puzzles {
                has_fields(puzzle, &["id", "variant", "theme", "position", "solution", "rating", "nodes"], example);
                assert!(puzzle["solution"].as_array().is_some_and(|s| !s.is_empty()), "{example}: a solution line: {puzzle}");
            }
        }
        "match" => {
            let lines = json_lines(stdout, example);
            let summary = lines.last().expect("a summary");
            has_fields(summary, &["games", "a_wins", "b_wins", "draws", "a_score", "wilson_low", "wilson_high"], example);
            let games: u64 = option(args, "--games");
            let count = |field: &str| summary[field].as_u64().expect("a count");
            assert_eq!(summary["games"], games, "{example}");
            assert_eq!(count("a_wins") + count("b_wins") + count("draws"), games, "{example}: every game has a result");
        }
        "bench-ai" => {
            let lines = json_lines(stdout, example);
            let mut pairs = BTreeSet::new();
            for line in &lines {
                has_fields(line, &["variant", "level", "nodes_per_s", "depth", "proven"], example);
                assert!(pairs.insert((line["variant"].to_string(), line["level"].to_string())), "{example}: one line per game and level");
            }
            let variants: BTreeSet<&str> = lines.iter().filter_map(|l| l["variant"].as_str()).collect();
            assert_eq!(variants, GAMES.into_iter().collect(), "{example}");
        }
        "analyse" => {
            let out = one_line(stdout, example);
            has_fields(&out, &["depth", "nodes", "verdict", "score", "lines"], example);
            let lines = out["lines"].as_array().expect("a list of lines");
            assert_eq!(lines.len().to_string(), option::<usize>(args, "--lines").to_string(), "{example}: the start has more moves than lines");
            for line in lines {
                has_fields(line, &["move", "score", "verdict", "depth", "pv"], example);
                assert_eq!(line["pv"][0], line["move"], "{example}: a line starts with its move: {line}");
            }
            // Best first for South, who moves at the start: South-side scores fall.
            let scores: Vec<i64> = lines.iter().map(|l| l["score"].as_i64().expect("a score")).collect();
            assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{example}: {scores:?}");
            let moves: BTreeSet<&str> = lines.iter().filter_map(|l| l["move"].as_str()).collect();
            assert_eq!(moves.len(), lines.len(), "{example}: distinct moves");
        }
        "review" => {
            let lines = json_lines(stdout, example);
            let plies = REVIEW_GAME.lines().skip_while(|l| !l.trim().is_empty()).filter(|l| !l.trim().is_empty()).count();
            assert_eq!(lines.len(), plies + 1, "{example}: one line per ply and a summary");
            for (i, line) in lines[..plies].iter().enumerate() {
                has_fields(line, &["ply", "move", "mover", "score", "best", "best_score", "mark", "verdict"], example);
                assert_eq!(line["ply"], i + 1, "{example}");
                assert!(line["mark"].is_null() || line["mark"] == "mistake" || line["mark"] == "blunder", "{example}: {line}");
            }
            has_fields(lines.last().expect("a summary"), &["plies", "south", "north"], example);
        }
        "learn" => {
            assert_eq!(positional(0), "check", "{example}");
            assert_eq!(stdout, "", "{example}: a shipped stage file has no problem");
        }
        "help" => {
            for command in &args[1..] {
                assert!(stdout.contains(&format!("bao {command}")), "{example}: the usage of {command}: {stdout}");
            }
        }
        other => panic!("docs/cli.md example `bao {other}`: add what it promises to check_output"),
    }
}

#[test]
fn cli_doc_examples_run_and_print_what_they_promise() {
    let dir = temp_dir("examples");
    std::fs::write(dir.join("game.txt"), REVIEW_GAME).expect("written");
    let content = dir.join("content/learn");
    std::fs::create_dir_all(&content).expect("content/learn");
    for entry in std::fs::read_dir(CONTENT).expect("the stage files") {
        let path = entry.expect("an entry").path();
        std::fs::copy(&path, content.join(path.file_name().expect("a name"))).expect("copied");
    }
    let examples = examples();
    assert!(examples.len() >= 10, "the bao block of docs/cli.md: {examples:?}");
    let mut used = vec![false; REDUCED.len()];
    for example in &examples {
        let mut args = example.args.clone();
        reduce(&mut args, &mut used);
        let out = bao(&args, &dir);
        let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "`{}` (run as {args:?}) failed: {stderr}", example.text);
        match &example.stdout_to {
            Some(file) => {
                std::fs::write(dir.join(file), &stdout).expect("written");
                check_output(&args, &stdout, &example.text);
            }
            None => check_output(&args, &stdout, &example.text),
        }
    }
    let unused: Vec<_> = REDUCED.iter().zip(&used).filter(|(_, &u)| !u).map(|(row, _)| row).collect();
    assert!(unused.is_empty(), "REDUCED rows that no docs/cli.md example uses: {unused:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The page's contract for errors (docs/cli.md, "Input, output and errors"): one line on stderr, exit status 2, nothing on stdout, and
/// for a mistyped command line a pointer to the usage.
#[test]
fn errors_are_one_stderr_line_with_exit_status_2() {
    let cases: [(&[&str], &str); 6] = [
        (&["frobnicate"], "error: unknown command 'frobnicate' (see 'bao help')"),
        (&[], "(see 'bao help')"),
        (&["start", "chess"], "(see 'bao help start')"),
        (&["perft", "start.json"], "(see 'bao help perft')"),
        (&["match", "--variant", "kete", "--a", "top", "--b", "4", "--games", "2", "--colour", "red"], "(see 'bao help match')"),
        (&["moves", "no-such-file.json"], "cannot read no-such-file.json"),
    ];
    for (args, expected) in cases {
        let out = bao_str(args);
        let stderr = String::from_utf8(out.stderr).expect("UTF-8");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line, not {stderr:?}");
        assert!(stderr.starts_with("error: ") && stderr.contains(expected), "{args:?}: {stderr:?} lacks {expected:?}");
    }
}

/// The subcommands `bao help` lists in its "Commands:" section (the names before the
/// descriptions), without `help` itself.
fn listed_commands(help: &str) -> BTreeSet<String> {
    let commands = help.split("Commands:\n").nth(1).expect("a Commands: section");
    let lines = commands.lines().take_while(|line| line.starts_with("  "));
    lines.filter_map(|line| line.split_whitespace().next()).filter(|&name| name != "help").map(str::to_string).collect()
}

/// `bao help` and `bao --help` print the same full usage on stdout, listing exactly the
/// commands docs/cli.md shows, each with its synopsis; `bao help match` shows the options the
/// hand-written usage used to miss.
#[test]
fn help_lists_every_subcommand_and_its_options() {
    let help = bao_str(&["help"]);
    assert_eq!(help.status.code(), Some(0));
    let text = String::from_utf8(help.stdout).expect("UTF-8");
    assert_eq!(bao_str(&["--help"]).stdout, text.as_bytes(), "bao --help is bao help");
    let documented: BTreeSet<String> = examples().into_iter().map(|e| e.args[0].clone()).filter(|name| name != "help").collect();
    assert_eq!(listed_commands(&text), documented, "bao help lists exactly the commands docs/cli.md shows");
    for command in &documented {
        assert!(text.contains(&format!("\n  bao {command} ")), "bao help gives the synopsis of {command}: {text}");
    }
    let out = bao_str(&["help", "match"]);
    assert_eq!(out.status.code(), Some(0));
    let usage = String::from_utf8(out.stdout).expect("UTF-8");
    for option in ["--undecided", "--a-tweak", "--b-tweak", "--setup", "--open", "--ms", "--nodes", "--seed"] {
        assert!(usage.contains(option), "bao help match explains {option}: {usage}");
    }
}

/// CI's soak run: 1,000 random games of every game with every legal move played and checked;
/// no check may fail, and the games are counted.
#[test]
fn soak_of_every_game_finds_no_failure() {
    for game in GAMES {
        let out = bao_str(&["soak", game, "1000", "1"]);
        let stdout = String::from_utf8(out.stdout).expect("UTF-8");
        assert_eq!(out.status.code(), Some(0), "soak {game}: {stdout} {}", String::from_utf8_lossy(&out.stderr));
        let line = one_line(&stdout, game);
        assert_eq!(line["games"], 1000, "{line}");
        assert_eq!(line["failures"], 0, "{line}");
        assert!(line["moves_checked"].as_u64() >= line["plies"].as_u64(), "every ply's moves are checked: {line}");
    }
}

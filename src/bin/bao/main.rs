//! `bao`: the rules engine on the command line (RULES.md §12 formats, JSON output).
//!
//! Every failure prints one line on stderr and exits with status 2, with nothing on stdout.

mod ai_cmds;

use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use bao::engine::random::{playout, random_game, Rng};
use bao::engine::{perft, BawoSetup, Dir, Game, Hole, Position, Stage, Variant};

const USAGE: &str = "usage: bao <command> ...
  start VARIANT [--setup chikoko|chibaka|sanderson]
  moves FILE|- [--study]
  play FILE|- MOVE... [--study]
  perft FILE|- DEPTH [--study]
  why FILE|- HOLE[DIR] [--study]
  random VARIANT N SEED [--setup S]
  bench [--seconds S]
  match --variant V --a LEVEL --b LEVEL --games N [--seed S] [--ms MILLIS] [--nodes N] [--open K]
  bench-ai [--seconds S]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("start") => cmd_start(&args[1..]),
        Some("moves") => cmd_moves(&args[1..]),
        Some("play") => cmd_play(&args[1..]),
        Some("perft") => cmd_perft(&args[1..]),
        Some("why") => cmd_why(&args[1..]),
        Some("random") => cmd_random(&args[1..]),
        Some("bench") => cmd_bench(&args[1..]),
        Some("match") => ai_cmds::run_match(&args[1..]),
        Some("bench-ai") => ai_cmds::bench_ai(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("unknown command\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bao: {}", message.lines().next().unwrap_or("error"));
            ExitCode::from(2)
        }
    }
}

/// Splits `--flag value` options from positional arguments.
struct Args {
    positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Args {
    /// `flags` are options without a value; every other `--name` takes one.
    fn parse(args: &[String], flags: &[&str]) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut options = Vec::new();
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            if let Some(name) = arg.strip_prefix("--") {
                if flags.contains(&name) {
                    options.push((name.to_string(), None));
                } else {
                    let value = iter.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    options.push((name.to_string(), Some(value.clone())));
                }
            } else {
                positional.push(arg.clone());
            }
        }
        Ok(Args { positional, options })
    }

    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.options.iter().find(|(n, _)| n == name).and_then(|(_, v)| v.as_deref())
    }

    fn check_known(&self, known: &[&str]) -> Result<(), String> {
        match self.options.iter().find(|(n, _)| !known.contains(&n.as_str())) {
            Some((name, _)) => Err(format!("unknown option --{name}")),
            None => Ok(()),
        }
    }

    fn positional(&self, i: usize, what: &str) -> Result<&str, String> {
        self.positional.get(i).map(String::as_str).ok_or_else(|| format!("missing {what}"))
    }
}

fn parse_number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("{what} must be a number, not {text:?}"))
}

fn parse_variant(name: &str) -> Result<Variant, String> {
    Variant::from_name(name).ok_or_else(|| format!("unknown variant {name:?} (kiswahili, kete, bawo, kujifunza)"))
}

fn parse_setup(args: &Args) -> Result<BawoSetup, String> {
    match args.value("setup") {
        None => Ok(BawoSetup::default()),
        Some(name) => BawoSetup::from_name(name).ok_or_else(|| format!("unknown setup {name:?} (chikoko, chibaka, sanderson)")),
    }
}

/// Reads a position from a file or standard input (`-`).
fn read_position(source: &str, study: bool) -> Result<Position, String> {
    let mut text = String::new();
    if source == "-" {
        io::stdin().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
    } else {
        text = std::fs::read_to_string(source).map_err(|e| format!("cannot read {source}: {e}"))?;
    }
    Position::from_json(&text, study).map_err(|e| e.to_string())
}

fn cmd_start(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[])?;
    args.check_known(&["setup"])?;
    let variant = parse_variant(args.positional(0, "VARIANT")?)?;
    println!("{}", Position::start(variant, parse_setup(&args)?).to_json());
    Ok(())
}

fn cmd_moves(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["study"])?;
    args.check_known(&["study"])?;
    let pos = read_position(args.positional(0, "FILE")?, args.flag("study"))?;
    let game = Game::new(pos.clone());
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let write_err = |e: io::Error| e.to_string();
    if game.is_over() {
        writeln!(out, "[]").map_err(write_err)?;
        return Ok(());
    }
    let mut first = true;
    let mut emit = |mv: &dyn std::fmt::Display| -> io::Result<()> {
        write!(out, "{}\"{mv}\"", if first { "[" } else { "," })?;
        first = false;
        Ok(())
    };
    if pos.stage() == Stage::Gambit {
        for placement in pos.gambit_placements() {
            emit(&placement).map_err(write_err)?;
        }
    } else {
        for mv in pos.legal_moves() {
            emit(&mv).map_err(write_err)?;
        }
    }
    writeln!(out, "{}", if first { "[]" } else { "]" }).map_err(write_err)?;
    Ok(())
}

fn cmd_play(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["study"])?;
    args.check_known(&["study"])?;
    let pos = read_position(args.positional(0, "FILE")?, args.flag("study"))?;
    let mut game = Game::new(pos);
    let mut events = Vec::new();
    for text in &args.positional[1..] {
        events.extend(game.play_text(text).map_err(|e| e.to_string())?);
    }
    let result = game.result();
    let output = serde_json::json!({
        "position": game.position().to_setup(),
        "result": result.map(|(outcome, _)| outcome.name()),
        "reason": result.map(|(_, reason)| reason.name()),
        "events": events,
    });
    println!("{output}");
    Ok(())
}

fn cmd_perft(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["study"])?;
    args.check_known(&["study"])?;
    let pos = read_position(args.positional(0, "FILE")?, args.flag("study"))?;
    let depth: u32 = parse_number(args.positional(1, "DEPTH")?, "DEPTH")?;
    println!("{}", perft(&pos, depth));
    Ok(())
}

fn cmd_why(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &["study"])?;
    args.check_known(&["study"])?;
    let pos = read_position(args.positional(0, "FILE")?, args.flag("study"))?;
    let text = args.positional(1, "HOLE[DIR]")?;
    let hole = text.get(..2).and_then(Hole::parse).ok_or_else(|| format!("{text:?} is not a hole (A1…b8), optionally with < or >"))?;
    let dir = match &text[2..] {
        "" => None,
        "<" => Some(Dir::Left),
        ">" => Some(Dir::Right),
        other => return Err(format!("{other:?} is not a direction (< or >)")),
    };
    let game = Game::new(pos.clone());
    let verdict = if game.is_over() { Err(bao::engine::WhyNot::GameOver) } else { pos.why_not(hole, dir, false) };
    println!("{}", verdict.map_or_else(|why| why.name().to_string(), |()| "legal".to_string()));
    Ok(())
}

fn cmd_random(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[])?;
    args.check_known(&["setup"])?;
    let variant = parse_variant(args.positional(0, "VARIANT")?)?;
    let count: u64 = parse_number(args.positional(1, "N")?, "N")?;
    let seed: u64 = parse_number(args.positional(2, "SEED")?, "SEED")?;
    let start = Position::start(variant, parse_setup(&args)?);
    let mut rng = Rng::new(seed);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for _ in 0..count {
        let game = random_game(start.clone(), &mut rng);
        let line = serde_json::json!({
            "moves": game.annotated_moves(),
            "final": game.position().to_setup(),
            "result": game.result().map(|(outcome, _)| outcome.name()),
            "reason": game.result().map(|(_, reason)| reason.name()),
        });
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn cmd_bench(args: &[String]) -> Result<(), String> {
    let args = Args::parse(args, &[])?;
    args.check_known(&["seconds"])?;
    let seconds: f64 = args.value("seconds").map_or(Ok(2.0), |s| parse_number(s, "--seconds"))?;
    for variant in Variant::ALL {
        let start = Position::start(variant, BawoSetup::default());
        let mut rng = Rng::new(1);
        let began = Instant::now();
        let budget = Duration::from_secs_f64(seconds);
        let (mut playouts, mut moves) = (0u64, 0u64);
        while began.elapsed() < budget {
            let (_, _, plies) = playout(&start, &mut rng);
            moves += plies as u64;
            playouts += 1;
        }
        let elapsed = began.elapsed().as_secs_f64();
        println!(
            "{}",
            serde_json::json!({
                "variant": variant.name(),
                "playouts_per_s": (playouts as f64 / elapsed).round(),
                "moves_per_s": (moves as f64 / elapsed).round(),
            })
        );
    }
    Ok(())
}

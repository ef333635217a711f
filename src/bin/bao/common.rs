//! What the subcommands share: parsing the command line, the position and set-up arguments,
//! and the value parsers of the engine's names (the one place that turns a name into a
//! [`Variant`], a [`BawoSetup`] or a hole).

use std::ffi::OsString;
use std::io::{self, Read};

use bao::engine::{BawoSetup, Dir, Hole, Position, Variant};
use clap::builder::ValueRange;
use clap::error::ErrorKind;
use clap::{Arg, ArgAction, Command};

use crate::failure::Failure;

/// Parses the command line (`args[0]` is the program). `Ok(None)` when it asked for help,
/// which is then printed on stdout.
pub fn parse<C: clap::Parser>(args: &[OsString]) -> Result<Option<C>, Failure> {
    let command = C::command();
    let help = synopses(&command);
    let mut command = command.after_help(help);
    let concerned = args.get(1).and_then(|name| command.find_subcommand(name)).map(|sub| sub.get_name().to_string());
    let usage = |error: clap::Error| Failure::Usage { error, command: concerned.clone() };
    match command.try_get_matches_from_mut(args) {
        Ok(matches) => C::from_arg_matches(&matches).map(Some).map_err(usage),
        Err(error) if matches!(error.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            error.print().map_err(Failure::Write)?;
            Ok(None)
        }
        Err(error) => Err(usage(error)),
    }
}

/// Every subcommand with all its options, one line each, generated from the parser (so that
/// `bao help` shows options clap's usage line folds into `[OPTIONS]`).
fn synopses(command: &Command) -> String {
    let mut built = command.clone();
    built.build();
    let mut text = String::from("Every command with its arguments ('bao help COMMAND' explains them):");
    push_synopses(&mut text, "bao", &built);
    text
}

/// The synopsis line of each subcommand of `command` (written `prefix`), and of theirs in
/// turn (`bao learn check <FILE>...`).
fn push_synopses(text: &mut String, prefix: &str, command: &Command) {
    for sub in command.get_subcommands().filter(|sub| sub.get_name() != "help") {
        let name = format!("{prefix} {}", sub.get_name());
        if sub.has_subcommands() {
            push_synopses(text, &name, sub);
            continue;
        }
        let (positional, options): (Vec<&Arg>, Vec<&Arg>) = sub.get_arguments().partition(|arg| arg.is_positional());
        let args: Vec<String> = positional.into_iter().chain(options).filter_map(synopsis).collect();
        text.push_str(&format!("\n  {name} {}", args.join(" ")));
    }
}

/// One argument as the synopsis writes it: `<FILE>`, `<MOVE>...`, `[--study]`, `[--seed <SEED>]`.
fn synopsis(arg: &Arg) -> Option<String> {
    if matches!(arg.get_action(), ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong | ArgAction::Version) {
        return None;
    }
    let names = arg.get_value_names().map_or_else(|| vec![arg.get_id().as_str().to_uppercase()], |names| names.iter().map(|n| n.to_string()).collect());
    let value = names.iter().map(|n| format!("<{n}>")).collect::<Vec<_>>().join(" ");
    let many = arg.get_num_args().is_some_and(|range: ValueRange| range.max_values() > 1);
    let body = match arg.get_long() {
        Some(long) if arg.get_action().takes_values() => format!("--{long} {value}"),
        Some(long) => format!("--{long}"),
        None if many => format!("{value}..."),
        None => value,
    };
    Some(if arg.is_required_set() { body } else { format!("[{body}]") })
}

/// A position read from a file or standard input.
#[derive(clap::Args, Debug)]
pub struct PositionArg {
    /// The position (JSON, RULES.md §12): a file, or - for standard input
    #[arg(value_name = "FILE|-")]
    pub file: String,
    /// Accept a study position: a seed total other than 64
    #[arg(long)]
    pub study: bool,
}

impl PositionArg {
    /// Reads and checks the position.
    pub fn read(&self) -> Result<Position, Failure> {
        read_position(&self.file, self.study)
    }
}

/// Reads a position from a file or standard input (`-`).
pub fn read_position(source: &str, study: bool) -> Result<Position, Failure> {
    let read_failure = |error| Failure::Read { source: source.to_string(), error };
    let mut text = String::new();
    if source == "-" {
        io::stdin().read_to_string(&mut text).map_err(read_failure)?;
    } else {
        text = std::fs::read_to_string(source).map_err(read_failure)?;
    }
    Position::from_json(&text, study).map_err(Failure::Position)
}

/// The Bawo set-up option (the kuu's seeds; the other games ignore it).
#[derive(clap::Args, Debug)]
pub struct SetupArg {
    /// Bawo's set-up: chikoko (default), chibaka or sanderson
    #[arg(long, value_name = "SETUP", value_parser = bawo_setup)]
    pub setup: Option<BawoSetup>,
}

impl SetupArg {
    /// The set-up named, or the default one.
    pub fn get(&self) -> BawoSetup {
        self.setup.unwrap_or_default()
    }
}

/// Value parser: a game's name.
pub fn variant(name: &str) -> Result<Variant, String> {
    Variant::from_name(name).ok_or_else(|| "not a game (kiswahili, kete, bawo, kujifunza)".to_string())
}

/// Value parser: a Bawo set-up's name.
pub fn bawo_setup(name: &str) -> Result<BawoSetup, String> {
    BawoSetup::from_name(name).ok_or_else(|| "not a Bawo set-up (chikoko, chibaka, sanderson)".to_string())
}

/// Value parser: a hole in notation, optionally with a direction (`A5`, `b2<`, `A6>`).
pub fn hole_and_dir(text: &str) -> Result<(Hole, Option<Dir>), String> {
    let hole = text.get(..2).and_then(Hole::parse).ok_or_else(|| "not a hole (A1…b8), optionally with < or >".to_string())?;
    let dir = match &text[2..] {
        "" => None,
        "<" => Some(Dir::Left),
        ">" => Some(Dir::Right),
        other => return Err(format!("{other:?} is not a direction (< or >)")),
    };
    Ok((hole, dir))
}

/// Value parser: a positive number of seconds.
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds > 0.0 => Ok(seconds),
        _ => Err("not a positive number of seconds".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Table: the hole names of RULES.md §12 (capital letters South, A the front row) with
    /// their optional direction, and texts that are not such names.
    #[test]
    fn holes_with_directions_parse_as_the_notation_writes_them() {
        let cases = [
            ("A5", Some(("A5", None))),
            ("b2<", Some(("b2", Some(Dir::Left)))),
            ("A6>", Some(("A6", Some(Dir::Right)))),
            ("B8", Some(("B8", None))),
            ("A9", None),
            ("C1", None),
            ("A5+", None),
            ("A", None),
            ("é1", None),
        ];
        for (text, expected) in cases {
            let got = hole_and_dir(text).ok().map(|(hole, dir)| (hole.to_string(), dir));
            assert_eq!(got, expected.map(|(hole, dir)| (hole.to_string(), dir)), "{text}");
        }
    }
}
